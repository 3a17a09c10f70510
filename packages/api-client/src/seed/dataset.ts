import { PROVIDER_EMAIL_DOMAIN } from '../staff';
import { demoAuditHistory } from './audit-history';
import { demoCustomerSessions } from './customer-sessions';
import {
  DEMO_ACCOUNT_ID,
  demoAccounts,
  demoAdmins,
  demoBilling,
  demoBranding,
  demoInvitations,
} from './demo-account';
import { createRandom } from './random';
import { developerKeys, generateTenants } from './tenants';
import type {
  ActivityPlan,
  SeedAccount,
  SeedAdmin,
  SeedAuditEntry,
  SeedBilling,
  SeedBranding,
  SeedCustomerSession,
  SeedInvitation,
} from './types';

/** The seed every generator draws from unless told otherwise. */
export const DEFAULT_SEED = 20261121;

export interface DemoDatasetOptions {
  now: Date;
  /** Customer accounts besides the demo one and the newcomer, for Watch Tower. */
  tenants: number;
  /** Days of daily activity ending today. */
  days: number;
  /** Customer references beyond the demo's twelve, for the global search. */
  extraCustomers: number;
  providerEmailDomain?: string;
  seed?: number;
}

export interface DemoDataset {
  accounts: SeedAccount[];
  admins: SeedAdmin[];
  invitations: SeedInvitation[];
  billing: SeedBilling[];
  branding: SeedBranding[];
  /** The demo account's history, oldest first. */
  audit: SeedAuditEntry[];
  customerSessions: SeedCustomerSession[];
  activity: ActivityPlan[];
}

/**
 * The whole demo data set, the same for the reference server's seed and the mocks' store: the demo account (owner,
 * admin, supervisor, an archived admin, invitations, billing in every status, branding, 200 audit entries, customer
 * sessions), the operators' internal account, the newcomer not yet onboarded, and `tenants` customer accounts with
 * their activity.
 */
export function createDemoDataset(options: DemoDatasetOptions): DemoDataset {
  const { now, days, seed = DEFAULT_SEED, providerEmailDomain = PROVIDER_EMAIL_DOMAIN } = options;
  const keys = createRandom(seed, 'keys');
  const special = demoAccounts(now, () => developerKeys(keys));
  const tenants = generateTenants(seed, options.tenants, now, days);
  const people = demoAdmins(now, providerEmailDomain);
  const billing = demoBilling(now);
  const actors = people.filter((admin) => admin.accountId === DEMO_ACCOUNT_ID && admin.role !== 'supervisor');
  const demoActivity = billing
    .filter((row) => row.accountId === DEMO_ACCOUNT_ID && row.status !== 'inactive')
    .map((row, index) => ({
      accountId: DEMO_ACCOUNT_ID,
      app: row.app,
      scale: 200 - index * 20,
      startDay: row.status === 'free-trial' ? days - 20 : 0,
      endDay: row.status === 'cancelled' ? days - 60 : days - 1,
      salt: 9000 + index,
    }));
  return {
    accounts: [...special, ...tenants.accounts],
    admins: [...people, ...tenants.admins],
    invitations: demoInvitations(now),
    billing: [...billing, ...tenants.billing],
    branding: demoBranding(),
    audit: demoAuditHistory(seed, now, actors, 200),
    customerSessions: demoCustomerSessions(seed, now, DEMO_ACCOUNT_ID, options.extraCustomers),
    activity: [...demoActivity, ...tenants.activity],
  };
}
