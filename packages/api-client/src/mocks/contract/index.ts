import { adminsGroup } from './groups/admins';
import { auditLogGroup } from './groups/audit-log';
import { billingGroup } from './groups/billing';
import { brandingGroup } from './groups/branding';
import { customerLookupGroup } from './groups/customer-lookup';
import { customerSearchGroup } from './groups/customer-search';
import { developersGroup } from './groups/developers';
import { domainGroup } from './groups/domain';
import { invitationsGroup } from './groups/invitations';
import { loggingGroup } from './groups/logging';
import { sessionGroup } from './groups/session';
import { signInGroup } from './groups/sign-in';
import { smsGroup } from './groups/sms';
import { ssoGroup } from './groups/sso';
import { supportGroup } from './groups/support';
import { tenantsGroup } from './groups/tenants';
import { watchTowerGroup } from './groups/watch-tower';
import { appSessionsGroup } from './groups/app-sessions';
import { appSettingsGroup } from './groups/app-settings';
import { webhooksGroup } from './groups/webhooks';
import { productsGroup } from './groups/products';
import { refundsGroup } from './groups/refunds';
import { documentsGroup } from './groups/documents';
import { storageGroup } from './groups/storage';
import { paymentProviderGroup } from './groups/payment-provider';
import { passkeysGroup } from './groups/passkeys';
import type { ContractGroup } from './types';

/**
 * The contract table: for every call, its main paths (answers, each validation error, 404s, 409s, the owner lock,
 * self-removal, tenant scoping, secrets never answered, the CSV guard, SVG sanitising, GJSON results), written out by
 * hand as caller, request and the status and body both back ends must answer. It runs against the MSW mocks and
 * against the reference server, with no difference allowed (ROLE_CASES adds every call's status for every caller).
 */
export const CONTRACT: readonly ContractGroup[] = [
  sessionGroup,
  adminsGroup,
  invitationsGroup,
  billingGroup,
  brandingGroup,
  domainGroup,
  auditLogGroup,
  customerSearchGroup,
  customerLookupGroup,
  loggingGroup,
  smsGroup,
  ssoGroup,
  developersGroup,
  watchTowerGroup,
  tenantsGroup,
  supportGroup,
  signInGroup,
  appSessionsGroup,
  appSettingsGroup,
  webhooksGroup,
  passkeysGroup,
  productsGroup,
  refundsGroup,
  documentsGroup,
  storageGroup,
  paymentProviderGroup,
];

export { claimsOf } from './callers';
export type { ContractClaims } from './callers';
export { CONTRACT_SEED, mockBackend } from './mock-backend';
export type { ContractBackend, ContractOutcome, ContractResult } from './runner';
export { normalise, runContractGroup } from './runner';
export type { ContractCaller, ContractGroup, ContractStep, ContractWorldStep } from './types';
export { GENERATED, isWorldStep } from './types';
