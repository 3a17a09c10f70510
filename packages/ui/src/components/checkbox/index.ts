export * from './checkbox';
