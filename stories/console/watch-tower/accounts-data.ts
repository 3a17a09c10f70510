import {
  PLATFORMS,
  watchTowerApps,
  type WatchTowerAccount,
  type WatchTowerAccountDetail,
} from '@console/api-client';

const FIRST = ['Maria', 'John', 'Ana', 'Wei', 'Priya', 'Lars', 'Fatima', 'Diego'];
const LAST = ['Lopez', 'Smith', 'Costa', 'Chen', 'Patel', 'Berg', 'Haddad', 'Ruiz'];
const WORDS = ['Blue', 'Red', 'Green', 'North', 'South', 'Silver', 'Golden', 'Bright'];
const KINDS = ['Harbor', 'Bank', 'Health', 'Telecom', 'Insurance', 'Energy', 'Retail'];
const APP_IDS = ['passkeys', 'one-time-passcode', 'document-signature', 'e-form', 'payments'] as const;

/** `count` accounts, every value derived from the index (deterministic, no randomness). */
export function generateAccounts(count: number): WatchTowerAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST[index % FIRST.length] ?? 'Maria';
    const last = LAST[(index * 3) % LAST.length] ?? 'Lopez';
    const domain = `company${index + 1}.example`;
    return {
      id: `acc_${String(index + 1).padStart(6, '0')}`,
      name: `${WORDS[(index * 5) % WORDS.length] ?? ''} ${KINDS[index % KINDS.length] ?? ''} ${index + 1}`,
      apps: APP_IDS.filter((_, app) => (index + app) % 3 !== 0).map((id) => ({ id })),
      provider: PLATFORMS[index % PLATFORMS.length] ?? 'oidc',
      admins: [
        {
          id: `adm_${index + 1}`,
          firstName: first,
          lastName: last,
          email: `${first.toLowerCase()}.${last.toLowerCase()}@${domain}`,
          photo: null,
          timeZone: null,
        },
      ],
    };
  });
}

/** The search-rule fixture: names, ids and admins chosen so each rule has exactly one answer. */
export const SEARCH_ACCOUNTS: [WatchTowerAccount, WatchTowerAccount, WatchTowerAccount] = [
  {
    id: 'acc_alpha001',
    name: 'Blue Harbor Bank',
    apps: [{ id: 'passkeys' }],
    provider: 'azure',
    admins: [
      {
        id: 'adm_1',
        firstName: 'Maria',
        lastName: 'Lopez',
        email: 'maria@blueharbor.example',
        photo: null,
        timeZone: 'Europe/Lisbon',
      },
    ],
  },
  {
    id: 'acc_beta0002',
    name: 'Red Cliff Telecom',
    apps: [{ id: 'e-form' }, { id: 'payments' }],
    provider: 'zoom',
    admins: [
      {
        id: 'adm_2',
        firstName: 'John',
        lastName: 'Smith',
        email: 'john.smith@redcliff.example',
        photo: null,
        timeZone: null,
      },
    ],
  },
  {
    id: 'acc_gamma003',
    name: 'Green Field Health',
    apps: [],
    provider: 'okta',
    admins: [
      {
        id: 'adm_3',
        firstName: 'Ana',
        lastName: 'Costa',
        email: 'ana@greenfield.example',
        photo: null,
        timeZone: null,
      },
    ],
  },
];

/** The detail the mock answers for a fixture account: its name and admins, its active apps on subscription. */
export function detailOf(account: WatchTowerAccount): WatchTowerAccountDetail {
  return {
    account: { name: account.name },
    apps: watchTowerApps(Object.fromEntries(account.apps.map(({ id }) => [id, 'subscription' as const]))),
    admins: account.admins,
  };
}
