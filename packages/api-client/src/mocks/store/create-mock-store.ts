import type { DemoDataset, DemoDatasetOptions } from '../../seed/dataset';
import { createDemoDataset, DEFAULT_SEED } from '../../seed/dataset';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from '../../seed/demo-account';
import type {
  SeedAccount,
  SeedAdmin,
  SeedAuditEntry,
  SeedBilling,
  SeedBranding,
  SeedInvitation,
} from '../../seed/types';
import { setDomainState } from './branding';
import { MOCK_NOW } from './clock';
import { applyIntegrationState, DEMO_SETUP_INTEGRATIONS, noIntegrations } from './integrations';
import { seededInvitationLinks } from './invitation-links';
import type { MockAccountState, MockStore } from './types';
import { byCodePoint, fullBilling, watchTowerRecords } from './watch-tower';

export const DEFAULT_MOCK_SEED = DEFAULT_SEED;

/** Customer accounts the default store has for Watch Tower (the demo one and the newcomer among them). */
export const WATCH_TOWER_ACCOUNT_COUNT = 2000;

export interface MockStoreOptions {
  seed?: number;
  now?: Date;
  /** Generated customer accounts (besides the demo account and the newcomer); the default makes 2,000 in all. */
  tenants?: number;
  /** Days of daily activity ending today (two years by default). */
  days?: number;
  /**
   * The demo set-up: customer lookup, Datadog and Okta SSO connected and a custom domain awaiting verification, as
   * an admin would have set them up (the default). `false` gives the shared seed as the reference server loads it.
   */
  demoSetup?: boolean;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function byAccount<T extends { accountId: string }>(rows: readonly T[]): (accountId: string) => T[] {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.accountId);
    if (list) list.push(row);
    else map.set(row.accountId, [row]);
  }
  return (accountId) => map.get(accountId) ?? [];
}

/** The data set's rows of one account, by kind; audit entries carry their number in the server's log. */
interface AccountRows {
  admins: (id: string) => SeedAdmin[];
  invitations: (id: string) => SeedInvitation[];
  billing: (id: string) => SeedBilling[];
  branding: (id: string) => SeedBranding[];
  audit: (id: string) => (SeedAuditEntry & { seq: number })[];
}

/** One account's state from the data set. */
function stateOf(rows: AccountRows, account: SeedAccount): MockAccountState {
  const mine = <K extends keyof AccountRows>(kind: K) => rows[kind](account.id) as ReturnType<AccountRows[K]>;
  const link = { id: account.id, hasOnboarded: account.hasOnboarded };
  const branding = mine('branding')[0];
  return {
    account: {
      id: account.id,
      name: account.name,
      hasOnboarded: account.hasOnboarded,
      provider: account.provider,
      isInternal: account.isInternal,
    },
    admins: mine('admins').map((admin) => ({
      id: admin.id,
      firstName: admin.firstName,
      lastName: admin.lastName,
      email: admin.email,
      role: admin.role,
      isRoot: admin.isRoot,
      account: link,
      archivedAt: iso(admin.archivedAt),
      photo: admin.photo,
      timeZone: admin.timeZone,
      createdAt: admin.createdAt.toISOString(),
    })),
    invitations: mine('invitations')
      .filter((invitation) => invitation.acceptedAt === null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map(({ id, email, role, expiresAt }) => ({ id, email, role, expiresAt: expiresAt.toISOString() })),
    billing: fullBilling(mine('billing')),
    branding: {
      name: branding?.name ?? account.name,
      logo: branding?.logo ?? null,
      color: branding?.color ?? null,
      domain: null,
      domainIsVerified: false,
    },
    domainSubmittedAt: null,
    // The server numbers the seeded history in insertion order, across accounts.
    auditLog: mine('audit')
      .map((entry) => ({
        id: entry.id,
        seq: entry.seq,
        timestamp: entry.at.toISOString(),
        admin: entry.admin && { firstName: entry.admin.firstName, lastName: entry.admin.lastName },
        namespace: entry.namespace,
        description: entry.description,
        event: entry.event,
      }))
      .reverse(),
    integrations: noIntegrations({ ...account.keys }),
    questionnaire: null,
  };
}

interface Prepared {
  data: DemoDataset;
  rows: AccountRows;
  /** Customer accounts by name (code points, as the server's `collate "C"`), for Watch Tower. */
  customers: string[];
  directory: MockStore['directory'];
}

const prepared = new Map<string, Prepared>();

/** The data set of these options and its indexes, made once: the stores copy what they change from it. */
function prepare(options: DemoDatasetOptions): Prepared {
  const key = JSON.stringify(options);
  const cached = prepared.get(key);
  if (cached) return cached;
  const data = createDemoDataset(options);
  const rows: AccountRows = {
    admins: byAccount(data.admins),
    invitations: byAccount(data.invitations),
    billing: byAccount(data.billing),
    branding: byAccount(data.branding),
    // The server numbers the seeded history in insertion order, across accounts.
    audit: byAccount(data.audit.map((entry, index) => ({ ...entry, seq: index + 1 }))),
  };
  const customers = data.accounts
    .filter((account) => !account.isInternal)
    .sort((a, b) => byCodePoint(a.name, b.name) || byCodePoint(a.id, b.id))
    .map((account) => account.id);
  const directory: MockStore['directory'] = { accountOf: {}, byEmail: {} };
  for (const admin of data.admins) {
    directory.accountOf[admin.id] = admin.accountId;
    const email = admin.email.toLowerCase();
    directory.byEmail[email] = [...(directory.byEmail[email] ?? []), admin.id];
  }
  const made = { data, rows, customers, directory };
  prepared.set(key, made);
  return made;
}

/** Every account but `except`, each built from the seed the first time it is read. */
function lazyAccounts({ data, rows }: Prepared, except: string): Record<string, MockAccountState> {
  const accounts: Record<string, MockAccountState> = {};
  for (const account of data.accounts) {
    if (account.id === except) continue;
    Object.defineProperty(accounts, account.id, {
      configurable: true,
      enumerable: true,
      get() {
        const value = stateOf(rows, account);
        Object.defineProperty(accounts, account.id, {
          value,
          writable: true,
          enumerable: true,
          configurable: true,
        });
        return value;
      },
    });
  }
  return accounts;
}

/**
 * Fresh demo data from the shared seed (`@console/api-client/seed`, the reference server's seed too): the same seed
 * and clock always give deep-equal stores. The owner of the demo account is signed in; other accounts are built when
 * first read and statistics computed on first use, so a fresh store costs little.
 */
export function createMockStore({
  seed = DEFAULT_MOCK_SEED,
  now = MOCK_NOW,
  tenants = WATCH_TOWER_ACCOUNT_COUNT - 2,
  days = 730,
  demoSetup = true,
}: MockStoreOptions = {}): MockStore {
  const prep = prepare({ seed, now, tenants, days, extraCustomers: 0 });
  const { data } = prep;
  const account = data.accounts.find((candidate) => candidate.id === DEMO_ACCOUNT_ID);
  if (!account) throw new Error('the shared seed has no demo account');
  const store: MockStore = {
    ...stateOf(prep.rows, account),
    seed,
    now: new Date(now),
    session: { adminId: DEMO_ADMIN_IDS.owner },
    revokedTokens: [],
    accounts: lazyAccounts(prep, DEMO_ACCOUNT_ID),
    directory: {
      accountOf: { ...prep.directory.accountOf },
      byEmail: Object.fromEntries(
        Object.entries(prep.directory.byEmail).map(([email, ids]) => [email, [...ids]]),
      ),
    },
    watchTowerAccounts: [],
    customerResults: data.customerSessions
      .map(({ id, app, status, at, sessionRef, phoneNumber, customerRef }) => ({
        id,
        app,
        status,
        timestamp: at.toISOString(),
        sessionRef,
        phoneNumber,
        customerRef,
      }))
      .sort((a, b) => byCodePoint(b.timestamp, a.timestamp) || byCodePoint(a.id, b.id)),
    activity: { plans: data.activity, days },
    auditSeq: data.audit.length,
    sequence: 0,
    invitationLinks: seededInvitationLinks(data.invitations),
    outbox: [],
    crashReports: [],
    supportTickets: [],
    zoom: { links: {}, states: [] },
    dns: { cname: '*' },
    statisticsCache: { summary: null, accounts: {} },
  };
  store.watchTowerAccounts = watchTowerRecords(store, prep.customers);
  if (demoSetup) {
    applyIntegrationState(store.integrations, seed, DEMO_SETUP_INTEGRATIONS);
    setDomainState(store, 'unverified');
  }
  return store;
}
