import { describe, expect, it } from 'vitest';
import { creditsUsedUp, formatPeriod, formatPeriodEnd, planUsage } from './billing-usage';

const usage = { credits: 400, freeTier: 500, sessionsThisPeriod: 0 };

describe('planUsage', () => {
  it('counts a free trial in credits and a plan in sessions of the period', () => {
    expect(planUsage('free-trial', usage)).toEqual({ kind: 'credits', credits: 400, freeTier: 500 });
    expect(planUsage('subscription', { ...usage, sessionsThisPeriod: 1234 })).toEqual({
      kind: 'sessions',
      sessionsThisMonth: 1234,
    });
  });
});

describe('creditsUsedUp', () => {
  it('is true for a free trial at or past its allowance only', () => {
    expect(creditsUsedUp('free-trial', { credits: 500, freeTier: 500 })).toBe(true);
    expect(creditsUsedUp('free-trial', { credits: 499, freeTier: 500 })).toBe(false);
    expect(creditsUsedUp('subscription', { credits: 900, freeTier: 500 })).toBe(false);
  });
});

describe('formatPeriod', () => {
  it('writes the first and the last day in UTC, or null without a period', () => {
    expect(formatPeriod('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z')).toBe(
      'Nov 1, 2026 – Nov 30, 2026',
    );
    expect(formatPeriod(null, '2026-12-01T00:00:00.000Z')).toBeNull();
    expect(formatPeriodEnd('2026-12-01T00:00:00.000Z')).toBe('Dec 1, 2026');
    expect(formatPeriodEnd(undefined)).toBe('the end of the period');
  });
});
