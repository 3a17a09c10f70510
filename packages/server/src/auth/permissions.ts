/**
 * The permission table lives in the api-client (`packages/api-client/src/permissions.ts`), so the MSW mocks
 * enforce exactly what the server does; the server checks it on every call (http/route.ts).
 */
export type { Access, Principal } from '@console/api-client';
export { isAllowed, PERMISSIONS, principalsOf } from '@console/api-client';
