import { describe, expect, it } from 'vitest';
import { CREDIT_WARNING_RATIO, creditUsage } from './credit-usage';

describe('creditUsage', () => {
  it('writes the counts with thousands separators', () => {
    expect(creditUsage(850, 1000).text).toBe('850 / 1,000 credits');
    expect(creditUsage(12500, 20000).text).toBe('12,500 / 20,000 credits');
  });

  it('warns from 80% of the free tier', () => {
    expect(CREDIT_WARNING_RATIO).toBe(0.8);
    expect(creditUsage(799, 1000).warning).toBe(false);
    expect(creditUsage(800, 1000).warning).toBe(true);
    expect(creditUsage(1200, 1000).warning).toBe(true);
    expect(creditUsage(0, 1000).warning).toBe(false);
  });

  it('warns when there is no free tier', () => {
    expect(creditUsage(0, 0).warning).toBe(true);
  });
});
