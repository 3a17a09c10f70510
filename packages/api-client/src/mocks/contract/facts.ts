import type { FieldError } from '../../rules/errors';
import { createDemoDataset } from '../../seed/dataset';
import { DEMO_LOGO_SVG } from '../../seed/demo-account';
import { MOCK_NOW } from '../store/clock';
import type { ContractCaller, ContractStep } from './types';

/** Written out by hand: the demo account as both back ends answer it (the shared seed's people and settings). */
export const DEMO = 'acc_demo0001';
export const INTERNAL = 'acc_internal';
export const NEWCOMER = 'acc_newco001';
export const OWNER = 'adm_demo0001';
export const ADMIN = 'adm_demo0002';
export const SUPERVISOR = 'adm_demo0003';
export const ARCHIVED = 'adm_demo0004';
export const OPERATOR = 'adm_operator01';
export const OPERATOR_EMAIL = 'operator@provider.example';

const account = { id: DEMO, hasOnboarded: true };
export const OLIVIA = {
  id: OWNER,
  firstName: 'Olivia',
  lastName: 'Bennett',
  email: 'olivia.bennett@northwind-contact.com',
  role: 'owner',
  isRoot: false,
  account,
};
export const MARCUS = {
  ...OLIVIA,
  id: ADMIN,
  firstName: 'Marcus',
  lastName: 'Reed',
  email: 'marcus.reed@northwind-contact.com',
  role: 'admin',
};
export const PRIYA = {
  ...OLIVIA,
  id: SUPERVISOR,
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah@northwind-contact.com',
  role: 'supervisor',
};

export const DEMO_BILLING = {
  passkeys: { status: 'subscription' },
  'one-time-passcode': { status: 'free-trial' },
  'document-signature': { status: 'enterprise' },
  'e-form': { status: 'cancelled' },
  payments: { status: 'inactive' },
  'identity-verification': { status: 'free-trial' },
  'gateway-payments': { status: 'inactive' },
};
export const ALL_INACTIVE = Object.fromEntries(
  Object.keys(DEMO_BILLING).map((app) => [app, { status: 'inactive' }]),
);

export const DEMO_BRANDING = {
  name: 'Northwind Contact',
  logo: DEMO_LOGO_SVG,
  color: '#5B3FD9',
  domain: null,
  domainIsVerified: false,
};

export const INVITATIONS = [
  {
    id: 'inv_demo0001',
    email: 'lena.fischer@northwind-contact.com',
    role: 'admin',
    expiresAt: '2026-11-26T10:00:00.000Z',
  },
  {
    id: 'inv_demo0002',
    email: 'sam.okafor@northwind-contact.com',
    role: 'supervisor',
    expiresAt: '2026-11-23T10:00:00.000Z',
  },
  {
    id: 'inv_demo0003',
    email: 'jo.walsh@northwind-contact.com',
    role: 'admin',
    expiresAt: '2026-11-18T10:00:00.000Z',
  },
];

/** The first generated customer account of the table's seed (its id and people are drawn, not chosen). */
const seeded = createDemoDataset({ now: MOCK_NOW, tenants: 1, days: 60, extraCustomers: 0 });
const tenant = seeded.accounts.at(-1);
const tenantOwner = seeded.admins.find((admin) => admin.accountId === tenant?.id && admin.role === 'owner');
export const TENANT = { id: tenant?.id ?? '', name: tenant?.name ?? '', ownerId: tenantOwner?.id ?? '' };

/** A refusal's body, as both back ends answer it. */
export const refused = (status: number, error: string, message: string) => ({
  statusCode: status,
  error,
  message,
});

/** A 400 naming its fields (apps.md §0): the one-line message and `errors[]`, one per field. */
const refusedFields = (...errors: FieldError[]) => ({
  statusCode: 400,
  error: 'VALIDATION_FAILED',
  message: errors.map(({ field, message }) => (field ? `${field}: ${message}` : message)).join('; '),
  errors,
});

/** A request both back ends refuse with 400, naming each refused field (apps.md §0). */
export const refusedStep = (
  name: string,
  request: Pick<ContractStep, 'call' | 'as' | 'path' | 'body'>,
  ...errors: FieldError[]
): ContractStep => ({ name, ...request, expect: { status: 400, body: refusedFields(...errors) } });

/** The audit log's newest entry, the one a step just wrote. */
export const firstEntry = (entries: unknown) => (entries as unknown[])[0];

export const NOW = '2026-11-21T10:00:00.000Z';

/** The step that reads the audit log's newest entry (the one the steps before it wrote), as the owner by default. */
export const newestAuditEntry = (
  name: string,
  entry: Readonly<Record<string, unknown>>,
  { as = 'owner', headers }: { as?: ContractCaller; headers?: Readonly<Record<string, string>> } = {},
): ContractStep => ({
  name,
  call: 'getAuditLogPage',
  as,
  path: '/audit-log',
  generated: ['*.id'],
  expect: {
    status: 200,
    view: firstEntry,
    ...(headers && { headers }),
    body: { id: '<generated>', timestamp: NOW, ...entry },
  },
});

/** A usage answer's credit facts (status, credits, free tier), without its billing period and session count. */
export const usageCredits = (body: unknown) => {
  const { status, credits, freeTier } = body as { status: string; credits: number; freeTier: number };
  return { status, credits, freeTier };
};
