import { demoAuditLog } from './audit-log';
import { demoBilling } from './billing';
import { demoBranding } from './branding';
import { MOCK_NOW } from './clock';
import { demoCustomerResults } from './customer-search';
import {
  DEMO_ACCOUNT_ID,
  DEMO_ACCOUNT_NAME,
  DEMO_ADMIN_IDS,
  demoAdmins,
  demoInvitations,
} from './demo-account';
import { demoIntegrations } from './integrations';
import { demoInvitationLinks } from './invitation-links';
import type { MockStore, MockWatchTowerAccount } from './types';
import { generateWatchTowerAccounts, WATCH_TOWER_ACCOUNT_COUNT } from './watch-tower-accounts';

export const DEFAULT_MOCK_SEED = 20261121;

export interface MockStoreOptions {
  seed?: number;
  now?: Date;
}

/**
 * Fresh demo data: the same seed and clock always give deep-equal stores. Watch Tower lists the
 * demo account first, then generated ones, 2,000 in all; statistics are generated on first use.
 */
export function createMockStore({
  seed = DEFAULT_MOCK_SEED,
  now = MOCK_NOW,
}: MockStoreOptions = {}): MockStore {
  const admins = demoAdmins(now);
  const billing = demoBilling();
  const demoWatchTowerAccount: MockWatchTowerAccount = {
    id: DEMO_ACCOUNT_ID,
    name: DEMO_ACCOUNT_NAME,
    provider: 'okta',
    apps: Object.fromEntries(Object.entries(billing).map(([id, entry]) => [id, entry.status])),
    admins: [],
  };
  const actors = admins.filter((admin) => admin.role !== 'supervisor');
  return {
    seed,
    now: new Date(now),
    session: { adminId: DEMO_ADMIN_IDS.owner },
    account: { id: DEMO_ACCOUNT_ID, name: DEMO_ACCOUNT_NAME, hasOnboarded: true },
    admins,
    invitations: demoInvitations(now),
    billing,
    branding: demoBranding(),
    auditLog: demoAuditLog(
      seed,
      now,
      actors.map(({ firstName, lastName }) => ({ firstName, lastName })),
    ),
    customerResults: demoCustomerResults(seed, now),
    watchTowerAccounts: [
      demoWatchTowerAccount,
      ...generateWatchTowerAccounts(seed, WATCH_TOWER_ACCOUNT_COUNT - 1),
    ],
    integrations: demoIntegrations(seed),
    questionnaire: null,
    sequence: 0,
    invitationLinks: demoInvitationLinks(now),
    outbox: [],
    crashReports: [],
    supportTickets: [],
    zoom: { links: {}, states: [] },
    statisticsCache: { summary: null, accounts: {} },
  };
}
