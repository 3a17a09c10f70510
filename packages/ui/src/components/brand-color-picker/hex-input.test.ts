import { describe, expect, it } from 'vitest';
import { HEX_INPUT_MAX_LENGTH, isHexColor, toHexInput } from './hex-input';

describe('toHexInput', () => {
  it.each([
    ['', ''],
    ['#', '#'],
    ['#1a', '#1A'],
    ['#1a2b3c', '#1A2B3C'],
    ['1a2b3c', '#1A2B3C'],
    ['# 1a-2b-3c', '#1A2B3C'],
    ['#1a2b3c4', '#1A2B3C'],
    ['#ghij12', '#12'],
  ])('shows %j as %j', (typed, shown) => {
    expect(toHexInput(typed)).toBe(shown);
  });

  it('never exceeds the 7 characters of spec 000 §9', () => {
    expect(HEX_INPUT_MAX_LENGTH).toBe(7);
    expect(toHexInput('#abcdefabcdef')).toHaveLength(7);
  });
});

describe('isHexColor', () => {
  it('accepts only complete upper-case #RRGGBB', () => {
    expect(isHexColor('#1A2B3C')).toBe(true);
    expect(isHexColor('#1a2b3c')).toBe(false);
    expect(isHexColor('#1A2B3')).toBe(false);
    expect(isHexColor('1A2B3C')).toBe(false);
  });
});
