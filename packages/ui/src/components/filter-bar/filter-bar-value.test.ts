import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER_BAR_VALUE, customRangeFrom, isFiltered } from './filter-bar-value';

describe('isFiltered', () => {
  it('is false for the defaults: every status, the last 30 days, no search', () => {
    expect(isFiltered(DEFAULT_FILTER_BAR_VALUE)).toBe(false);
  });

  it('is true once a status, another range or a search is set', () => {
    expect(isFiltered({ ...DEFAULT_FILTER_BAR_VALUE, statuses: ['failure'] })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTER_BAR_VALUE, range: { days: 7 } })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTER_BAR_VALUE, range: { from: '2026-01-01', to: '2026-01-31' } })).toBe(
      true,
    );
    expect(isFiltered({ ...DEFAULT_FILTER_BAR_VALUE, query: '+4420' })).toBe(true);
  });
});

describe('customRangeFrom', () => {
  it('ends today and counts both ends', () => {
    expect(customRangeFrom('2026-11-21', 30)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(customRangeFrom('2026-03-01', 1)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });
});
