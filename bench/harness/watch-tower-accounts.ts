import { APP_IDS, PLATFORMS, type WatchTowerAccount } from '@console/api-client';

const FIRST = ['Maria', 'John', 'Ana', 'Wei', 'Priya', 'Lars', 'Fatima', 'Diego', 'Aiko', 'Omar', 'Chloe'];
const LAST = [
  'Lopez',
  'Smith',
  'Costa',
  'Chen',
  'Patel',
  'Berg',
  'Haddad',
  'Ruiz',
  'Sato',
  'Nowak',
  'Dubois',
];
const WORDS = ['Blue', 'Red', 'Green', 'North', 'South', 'Silver', 'Golden', 'Bright', 'Harbor', 'Summit'];
const KINDS = ['Bank', 'Health', 'Telecom', 'Insurance', 'Energy', 'Retail', 'Logistics', 'Credit Union'];

/**
 * `count` accounts with 1 to 4 admins each and 0 to 7 apps, every value derived from the index (a benchmark must
 * repeat): more text per account than most real ones, so the figures are on the safe side.
 */
export function benchAccounts(count: number): WatchTowerAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const name = `${WORDS[(index * 7) % WORDS.length] ?? ''} ${KINDS[(index * 3) % KINDS.length] ?? ''} ${n}`;
    const domain = `${name.toLowerCase().replaceAll(' ', '-')}.example`;
    return {
      id: `acc_${String(n).padStart(6, '0')}`,
      name,
      apps: APP_IDS.filter((_, app) => (index * (app + 1)) % 4 !== 0).map((id) => ({ id })),
      provider: PLATFORMS[index % PLATFORMS.length] ?? 'oidc',
      admins: Array.from({ length: 1 + (index % 4) }, (_, a) => {
        const first = FIRST[(index + a * 5) % FIRST.length] ?? 'Maria';
        const last = LAST[(index * 3 + a) % LAST.length] ?? 'Lopez';
        return {
          id: `adm_${n}_${a}`,
          firstName: first,
          lastName: last,
          email: `${first.toLowerCase()}.${last.toLowerCase()}@${domain}`,
          photo: null,
          timeZone: a % 2 ? null : 'Europe/Lisbon',
        };
      }),
    };
  });
}
