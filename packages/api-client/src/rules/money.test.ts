import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from './money';

describe('formatMinorUnits', () => {
  it("formats minor units with the currency's own decimals", () => {
    expect(formatMinorUnits(1248000, 'USD')).toBe('$12,480.00');
    expect(formatMinorUnits(9950, 'EUR')).toBe('€99.50');
    expect(formatMinorUnits(1200, 'JPY')).toBe('¥1,200');
  });
});
