export * as Dialog from './dialog';
