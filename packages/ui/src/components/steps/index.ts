export * as Steps from './steps';
