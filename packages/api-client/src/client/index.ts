export * from './api-error';
export * from './create-client';
export * from './endpoint';
export * from './error-codes';
export * from './query-string';
export * from './response-error';
export * from './paged';
