import { APP_IDS } from '../apps';
import type { CustomerSearchStatus } from '../customer-search/schemas';
import { DAY_MS } from './demo-account';
import type { Random } from './random';
import { createRandom } from './random';
import type { SeedCustomerSession } from './types';

/**
 * Customer references with sessions in the demo account; GET /results/customer matches them case-insensitively as a
 * substring (our choice), so typing `CUST-10` finds several customers.
 */
export const DEMO_CUSTOMER_REFS = [
  'CUST-10042',
  'CUST-10057',
  'CUST-10311',
  'CUST-20488',
  'CUST-20913',
  'CUST-31007',
  'CUST-31554',
  'CUST-42160',
  'CUST-42871',
  'CUST-50003',
  'ACME-7781',
  'ACME-7790',
] as const;

/** E.164 numbers that libphonenumber accepts as valid, in five countries. */
export const PHONE_PATTERNS: ((random: Random) => string)[] = [
  (r) => `+1${r.pick(['202', '212', '415', '312'])}55501${r.chars(2, '0123456789')}`,
  (r) => `+447400${r.chars(6, '0123456789')}`,
  (r) => `+49151${r.chars(8, '0123456789')}`,
  (r) => `+61491570${r.chars(3, '0123456789')}`,
  (r) => `+336${r.pick(['1', '2', '4', '5', '6', '7', '8'])}${r.chars(7, '0123456789')}`,
];

const STATUSES: CustomerSearchStatus[] = ['success', 'success', 'success', 'success', 'failure', 'timeout'];

/**
 * Sessions of the demo references (CUST-10042 has 60, the others 2 to 24) plus `extraCustomers` more references
 * (CUST-6xxxx), over the last 90 days.
 */
export function demoCustomerSessions(
  seed: number,
  now: Date,
  accountId: string,
  extraCustomers: number,
): SeedCustomerSession[] {
  const random = createRandom(seed, 'customer-search');
  const refs = [
    ...DEMO_CUSTOMER_REFS,
    ...Array.from({ length: extraCustomers }, (_, index) => `CUST-${60000 + index}`),
  ];
  let counter = 0;
  return refs.flatMap((customerRef, customerIndex) => {
    const phones = [random.pick(PHONE_PATTERNS)(random), random.pick(PHONE_PATTERNS)(random)];
    const count = customerIndex === 0 ? 60 : random.int(2, 24);
    return Array.from({ length: count }, () => {
      counter += 1;
      return {
        id: `res_${String(counter).padStart(6, '0')}`,
        accountId,
        app: random.pick(APP_IDS),
        status: random.pick(STATUSES),
        at: new Date(now.getTime() - random.int(60_000, 90 * DAY_MS)),
        // Mostly long ids (shown shortened), a few of 12 characters or fewer (shown whole).
        sessionRef: random.chance(0.8) ? `ses_${random.chars(24)}` : `S-${random.chars(6, '0123456789')}`,
        phoneNumber: random.chance(0.85) ? (phones[0] ?? '') : (phones[1] ?? ''),
        customerRef,
      };
    });
  });
}
