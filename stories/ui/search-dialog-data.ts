/** Fixed data for the search dialog stories: no randomness, every value derived from its index. */
import type { SearchApp, SearchResult } from '@console/ui';

export const searchApps: SearchApp[] = [
  { id: 'passkeys', title: 'Passkeys' },
  { id: 'one-time-passcode', title: 'One-Time Passcode' },
  { id: 'document-signature', title: 'Document Signature' },
  { id: 'e-form', title: 'E-Form' },
  { id: 'payments', title: 'Payments' },
  { id: 'identity-verification', title: 'Identity Verification' },
  { id: 'gateway-payments', title: 'Gateway Payments' },
];

/** E.164 numbers from several countries, and one the formatter cannot parse (shown as given). */
export const phoneNumbers = [
  '+14155552671',
  '+442079460958',
  '+33142685300',
  '+4930123456',
  '+81312345678',
  '+61293744000',
  '+5511987654321',
  '0207 946 0958',
];

const statuses = ['success', 'failure', 'timeout'] as const;
const start = Date.parse('2026-11-21T09:30:00Z');

/** A long, distinct, deterministic session id (26 characters after the prefix). */
function sessionId(prefix: string, index: number): string {
  const mix = (seed: number) => ((seed * 2654435761) >>> 0).toString(36).toUpperCase().padStart(7, '0');
  return `${prefix}_${mix(index + 1)}${mix(index + 7)}${mix(index + 13)}${String(index).padStart(5, '0')}`;
}

/** `count` results, newest first, 37 minutes apart; every third session id is short. */
export function makeResults(count: number, prefix = 'sess'): SearchResult[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-result-${index + 1}`,
    app: searchApps[index % searchApps.length]?.id ?? 'passkeys',
    status: statuses[index % 7 === 3 ? 1 : index % 11 === 5 ? 2 : 0],
    timestamp: new Date(start - index * 37 * 60_000).toISOString(),
    sessionRef: index % 3 === 2 ? `s-${1000 + index}` : sessionId(prefix, index),
    phoneNumber: phoneNumbers[index % phoneNumbers.length] ?? '+14155552671',
  }));
}

export const eightResults = makeResults(8);
export const thousandResults = makeResults(1000);
