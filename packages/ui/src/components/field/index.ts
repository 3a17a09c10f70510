export * as Field from './field';
export * from './select-field';
export * from './text-field';
