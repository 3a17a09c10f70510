import { describe, expect, it } from 'vitest';
import { filterSearchResults } from './filter-search-results';
import { EMPTY_SEARCH_FILTERS, type SearchResult } from './types';

// Mid-day timestamps: the same calendar day in any time zone within ±11 hours.
const result = (id: string, app: string, status: SearchResult['status'], day: string): SearchResult => ({
  id,
  app,
  status,
  timestamp: `${day}T12:00:00Z`,
  sessionRef: `session-${id}`,
  phoneNumber: '+14155552671',
});

const results = [
  result('1', 'passkeys', 'success', '2026-11-01'),
  result('2', 'payments', 'failure', '2026-11-10'),
  result('3', 'passkeys', 'timeout', '2026-11-20'),
];
const ids = (filtered: SearchResult[]) => filtered.map((r) => r.id);

describe('filterSearchResults', () => {
  it('keeps everything without filters', () => {
    expect(ids(filterSearchResults(results, EMPTY_SEARCH_FILTERS))).toEqual(['1', '2', '3']);
  });

  it('filters by app and by status', () => {
    expect(ids(filterSearchResults(results, { ...EMPTY_SEARCH_FILTERS, app: 'passkeys' }))).toEqual([
      '1',
      '3',
    ]);
    expect(ids(filterSearchResults(results, { ...EMPTY_SEARCH_FILTERS, status: 'failure' }))).toEqual(['2']);
    expect(
      ids(filterSearchResults(results, { ...EMPTY_SEARCH_FILTERS, app: 'passkeys', status: 'failure' })),
    ).toEqual([]);
  });

  it('filters by an inclusive date range, open at either end', () => {
    const range = { ...EMPTY_SEARCH_FILTERS, from: '2026-11-10', to: '2026-11-20' };
    expect(ids(filterSearchResults(results, range))).toEqual(['2', '3']);
    expect(ids(filterSearchResults(results, { ...EMPTY_SEARCH_FILTERS, from: '2026-11-02' }))).toEqual([
      '2',
      '3',
    ]);
    expect(ids(filterSearchResults(results, { ...EMPTY_SEARCH_FILTERS, to: '2026-11-10' }))).toEqual([
      '1',
      '2',
    ]);
  });
});
