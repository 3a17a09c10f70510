import type { Admin } from '../admins/schemas';
import type { AuditLogEntry } from '../audit-log/schemas';
import type { Billing } from '../billing/schemas';
import { INITIAL_BILLING } from '../billing/schemas';
import type { Branding } from '../branding/schemas';
import type { CustomerLookupConfig } from '../customer-lookup/schemas';
import type { CustomerSearchResult } from '../customer-search/schemas';
import type { Invitation } from '../invitations/schemas';
import type { Bootstrap } from '../session/schemas';
import type { WatchTowerAccount, WatchTowerAccountDetail } from '../watch-tower/schemas';

/** Small valid values for the unit tests; the mock store has the rich, seeded data. */
export const admin: Admin = {
  id: 'adm_1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  role: 'owner',
  isRoot: false,
  account: { id: 'acc_1', hasOnboarded: true },
};

export const billing: Billing = { ...INITIAL_BILLING, passkeys: { status: 'free-trial' } };

export const branding: Branding = {
  name: 'Acme',
  logo: '<svg viewBox="0 0 10 10"></svg>',
  color: '#1A2B3C',
  domain: 'login.acme.com',
  domainIsVerified: false,
};

export const bootstrap: Bootstrap = { ...admin, billing, branding, isStaff: false };

export const invitation: Invitation = {
  id: 'inv_1',
  email: 'new@example.com',
  role: 'admin',
  expiresAt: '2026-11-28T10:00:00.000Z',
};

export const auditEntry: AuditLogEntry = {
  id: 'log_1',
  timestamp: '2026-11-20T09:30:00.000Z',
  admin: { firstName: 'Ada', lastName: 'Lovelace' },
  namespace: 'global',
  description: 'Invited new@example.com',
  event: 'invitation.created',
};

export const searchResult: CustomerSearchResult = {
  id: 'res_1',
  app: 'passkeys',
  status: 'success',
  timestamp: '2026-11-20T09:30:00.000Z',
  sessionRef: 'ses_0123456789abcdef',
  phoneNumber: '+14155550100',
};

export const watchTowerAccount: WatchTowerAccount = {
  id: 'acc_1',
  name: 'Acme',
  apps: [{ id: 'passkeys' }],
  provider: 'google',
  admins: [
    {
      id: 'adm_1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      photo: null,
      timeZone: 'Europe/London',
    },
  ],
};

export const watchTowerDetail: WatchTowerAccountDetail = {
  account: { name: 'Acme' },
  apps: {
    passkeys: { id: 'passkeys', status: 'free-trial' },
    'one-time-passcode': { id: 'one-time-passcode', status: 'inactive' },
    'document-signature': { id: 'document-signature', status: 'inactive' },
    'e-form': { id: 'e-form', status: 'inactive' },
    payments: { id: 'payments', status: 'inactive' },
    'identity-verification': { id: 'identity-verification', status: 'inactive' },
    'gateway-payments': { id: 'gateway-payments', status: 'inactive' },
  },
  admins: watchTowerAccount.admins,
};

export const series = [
  { date: '2026-11-19', count: 3 },
  { date: '2026-11-20', count: 5 },
];

export const lookupConfig: CustomerLookupConfig = {
  url: 'https://crm.example.com/customers',
  method: 'GET',
  headerKeys: ['X-Api-Key'],
  customerPath: 'data.customers',
  customerId: 'id',
  titleTemplate: '{firstName} {lastName}',
  descriptionTemplate: '{email}',
};

export const lookupForm = {
  url: 'https://crm.example.com/customers',
  method: 'GET' as const,
  headers: [{ key: 'X-Api-Key', value: 'secret' }],
  customerPath: 'data.customers',
  customerId: 'id',
  titleTemplate: '{firstName} {lastName}',
  descriptionTemplate: '{email}',
};
