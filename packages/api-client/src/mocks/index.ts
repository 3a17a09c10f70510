/**
 * `@console/api-client/mocks`: MSW handlers for every call over a deterministic in-memory store, plus scenario
 * helpers. The store is built from the shared seed and the handlers answer with the shared rules
 * (`@console/api-client/seed`, `@console/api-client/rules`), the reference server's own. The console and Storybook
 * create the worker themselves.
 */
export { createHandlers } from './handlers';
export { handlers, mockStore, resetMockStore } from './default-handlers';
export { EMPTY_ANSWERS } from './empty-answers';
export type { ScenarioErrorCode } from './error-statuses';
export { ERROR_MESSAGES, ERROR_STATUSES } from './error-statuses';
export type { Caller } from './http/caller';
export { resolveCaller, sessionToken } from './http/caller';
export type { Scenario } from './scenarios';
export { heldCallCount, ops, scenario } from './scenarios';
export { mockZoomCode } from './handlers/zoom-link';
export { MOCK_CDN_HOST } from './handlers/branding';
export { PROVIDER_ACTOR_NAME } from '../rules/audit-csv';
export { FREE_TIER_CREDITS } from '../rules/apps';
export { STATISTICS_DAYS } from '../rules/statistics';
export type { DomainState } from './store/branding';
export { setDomainState } from './store/branding';
export { MOCK_NOW } from './store/clock';
export { MOCK_ENROLLMENT_COUNT } from './store/passkey-enrollments';
export { keepStorage } from './store/storage';
export { MOCK_STRIPE_ACCOUNT, MOCK_STRIPE_CLIENT_ID, paymentProviderOf } from './store/payment-provider';
export type { MockStoreOptions } from './store/create-mock-store';
export { createMockStore, DEFAULT_MOCK_SEED, WATCH_TOWER_ACCOUNT_COUNT } from './store/create-mock-store';
export {
  DEMO_ACCOUNT_ID,
  DEMO_ACCOUNT_NAME,
  DEMO_ADMIN_IDS,
  DEMO_CUSTOMER_REFS as MOCK_CUSTOMER_REFS,
  DEMO_INVITATION_TOKENS,
  DEMO_LOGO_SVG,
  INTERNAL_ACCOUNT_ID,
  NEWCOMER_ACCOUNT_ID,
  OPERATOR_ADMIN_ID,
} from '../seed';
export type { IntegrationState } from './store/integrations';
export { CONNECTED_INTEGRATIONS } from './store/connected-integrations';
export { setIntegrations } from './store/integrations';
export { signInAs, signOutStore } from './store/session';
export { setSsoDomainProof } from './store/sso-domains';
export { accountStatistics, summaryStatistics } from './store/statistics';
export type * from './store/types';
export type { MockTokenClaims } from './token';
export { decodeMockToken, encodeMockToken } from './token';
export type { RoleCase, RoleCaseCaller, RoleCaseRequest } from './role-cases';
export { ROLE_CASE_CALLERS, ROLE_CASE_CODES, ROLE_CASES } from './role-cases';
export * from './contract';
