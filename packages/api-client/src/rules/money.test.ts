import { describe, expect, it } from 'vitest';
import { currencyDigits, formatMinorUnits, isKnownCurrency, minorUnitsOf, minorUnitsText } from './money';

describe('formatMinorUnits', () => {
  it("formats minor units with the currency's own decimals", () => {
    expect(formatMinorUnits(1248000, 'USD')).toBe('$12,480.00');
    expect(formatMinorUnits(9950, 'EUR')).toBe('€99.50');
    expect(formatMinorUnits(1200, 'JPY')).toBe('¥1,200');
  });
});

describe('minor units from typed text and back', () => {
  it('reads decimal text digit by digit, never through floating point', () => {
    expect(minorUnitsOf('19.99', 'USD')).toBe(1999);
    expect(minorUnitsOf('0.29', 'USD')).toBe(29);
    expect(minorUnitsOf('1,250.5', 'USD')).toBe(125050);
    expect(minorUnitsOf(' 12 ', 'USD')).toBe(1200);
    expect(minorUnitsOf('1200', 'JPY')).toBe(1200);
    expect(minorUnitsOf('1.234', 'KWD')).toBe(1234);
  });

  it('refuses more decimals than the currency has, and anything not a plain amount', () => {
    expect(minorUnitsOf('19.999', 'USD')).toBeNull();
    expect(minorUnitsOf('12.5', 'JPY')).toBeNull();
    for (const text of ['', '-5', '1e3', 'abc', '$5', '1.2.3']) expect(minorUnitsOf(text, 'USD')).toBeNull();
  });

  it('writes minor units back as the text a field shows', () => {
    expect(minorUnitsText(1999, 'USD')).toBe('19.99');
    expect(minorUnitsText(5, 'USD')).toBe('0.05');
    expect(minorUnitsText(1200, 'JPY')).toBe('1200');
    for (const minor of [1, 99, 100, 123456789])
      expect(minorUnitsOf(minorUnitsText(minor, 'EUR'), 'EUR')).toBe(minor);
  });

  it('knows the ISO 4217 codes Intl knows', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(isKnownCurrency('EUR')).toBe(true);
    expect(isKnownCurrency('ABC')).toBe(false);
    expect(isKnownCurrency('usd')).toBe(false);
  });
});
