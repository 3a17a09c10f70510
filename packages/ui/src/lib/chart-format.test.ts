import { afterEach, describe, expect, it } from 'vitest';
import { formatAxisDate, formatCompactCount, formatCount, formatTooltipDate } from './chart-format';

const originalTimeZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = originalTimeZone;
});

// The far ends of the world's offsets: UTC+14 and UTC−11 shift a local-midnight parse by a day.
describe.each(['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Los_Angeles'])(
  'in time zone %s',
  (zone) => {
    it('writes axis dates as short month and day', () => {
      process.env.TZ = zone;
      expect(formatAxisDate('2026-11-21')).toBe('Nov 21');
      expect(formatAxisDate('2026-01-01')).toBe('Jan 1');
      expect(formatAxisDate(new Date(Date.UTC(2025, 11, 31)))).toBe('Dec 31');
    });

    it('writes tooltip dates with weekday, month, day and year in US English', () => {
      process.env.TZ = zone;
      expect(formatTooltipDate('2026-11-21')).toBe('Saturday, November 21, 2026');
      expect(formatTooltipDate('2024-02-29')).toBe('Thursday, February 29, 2024');
      expect(formatTooltipDate(new Date(Date.UTC(2026, 0, 1)))).toBe('Thursday, January 1, 2026');
    });
  },
);

describe('numbers', () => {
  it('groups thousands the US way', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(1180.46)).toBe('1,180.5');
  });

  it('abbreviates axis ticks', () => {
    expect(formatCompactCount(12000)).toBe('12K');
    expect(formatCompactCount(1500)).toBe('1.5K');
    expect(formatCompactCount(40)).toBe('40');
  });
});
