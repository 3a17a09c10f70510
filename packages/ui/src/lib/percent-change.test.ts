import { describe, expect, it } from 'vitest';
import { describeChange, formatChange, percentChange } from './percent-change';

describe('percentChange', () => {
  it('is the change as a fraction of the previous value', () => {
    expect(percentChange(1125, 1000)).toBe(0.125);
    expect(percentChange(970, 1000)).toBe(-0.03);
  });

  it('is null without a previous value to compare with', () => {
    expect(percentChange(12, 0)).toBeNull();
    expect(percentChange(12, null)).toBeNull();
    expect(percentChange(12, undefined)).toBeNull();
  });
});

describe('formatChange', () => {
  it('writes an arrow and one decimal', () => {
    expect(formatChange(0.125)).toBe('↑ 12.5%');
    expect(formatChange(-0.03)).toBe('↓ 3.0%');
    expect(formatChange(2)).toBe('↑ 200.0%');
  });

  it('writes no arrow when the change rounds to nothing, and a dash when there is none to show', () => {
    expect(formatChange(0)).toBe('0.0%');
    expect(formatChange(0.0001)).toBe('0.0%');
    expect(formatChange(null)).toBe('—');
  });

  it('says the same in words', () => {
    expect(describeChange(0.125)).toBe('up 12.5%');
    expect(describeChange(-0.03)).toBe('down 3.0%');
    expect(describeChange(0)).toBe('no change');
  });
});
