import { APP_IDS } from '../../apps';
import type { CustomerSearchStatus } from '../../customer-search/schemas';
import { DAY_MS } from './clock';
import type { Random } from './random';
import { createRandom } from './random';
import type { MockCustomerResult } from './types';

/**
 * Customer references with sessions; GET /results/customer matches them case-insensitively as a
 * substring (our choice), so typing `CUST-10` finds several customers.
 */
export const MOCK_CUSTOMER_REFS = [
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
const PHONE_PATTERNS: ((random: Random) => string)[] = [
  (r) => `+1${r.pick(['202', '212', '415', '312'])}55501${r.chars(2, '0123456789')}`,
  (r) => `+447400${r.chars(6, '0123456789')}`,
  (r) => `+49151${r.chars(8, '0123456789')}`,
  (r) => `+61491570${r.chars(3, '0123456789')}`,
  (r) => `+336${r.pick(['1', '2', '4', '5', '6', '7', '8'])}${r.chars(7, '0123456789')}`,
];

const STATUSES: CustomerSearchStatus[] = ['success', 'success', 'success', 'success', 'failure', 'timeout'];

/** Between 2 and 24 sessions per customer (CUST-10042 has 60), over the last 90 days, newest first. */
export function demoCustomerResults(seed: number, now: Date): MockCustomerResult[] {
  const random = createRandom(seed, 'customer-search');
  let counter = 0;
  return MOCK_CUSTOMER_REFS.flatMap((customerRef, customerIndex) => {
    const phones = [random.pick(PHONE_PATTERNS)(random), random.pick(PHONE_PATTERNS)(random)];
    const count = customerIndex === 0 ? 60 : random.int(2, 24);
    const results = Array.from({ length: count }, (): MockCustomerResult => {
      counter += 1;
      return {
        id: `res_${String(counter).padStart(5, '0')}`,
        customerRef,
        app: random.pick(APP_IDS),
        status: random.pick(STATUSES),
        timestamp: new Date(now.getTime() - random.int(60_000, 90 * DAY_MS)).toISOString(),
        // Mostly long ids (shown shortened), a few of 12 characters or fewer (shown whole).
        sessionRef: random.chance(0.8) ? `ses_${random.chars(24)}` : `S-${random.chars(6, '0123456789')}`,
        phoneNumber: random.chance(0.85) ? (phones[0] ?? '') : (phones[1] ?? ''),
      };
    });
    return results.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
  });
}

export function searchCustomerResults(
  results: MockCustomerResult[],
  customerRef: string,
): MockCustomerResult[] {
  const needle = customerRef.trim().toLowerCase();
  if (!needle) return [];
  return results.filter((result) => result.customerRef.toLowerCase().includes(needle));
}
