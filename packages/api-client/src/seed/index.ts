/**
 * `@console/api-client/seed`: the deterministic demo data (fixed seed and clock) that the reference server writes
 * to its database and the MSW mocks keep in their store, so both answer the same people, accounts and history.
 * Browser-safe: no Node imports.
 */
export * from './activity';
export * from './audit-history';
export * from './avatars';
export * from './crm';
export * from './customer-sessions';
export * from './dataset';
export * from './demo-account';
export * as names from './names';
export * from './random';
export * from './tenants';
export type * from './types';
export * from './app-sessions';
export * from './passkey-enrollments';
export * from './products';
export * from './documents';
