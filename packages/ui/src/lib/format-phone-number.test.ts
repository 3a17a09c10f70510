import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './format-phone-number';

describe('formatPhoneNumber', () => {
  it.each([
    ['+14155552671', '+1 415 555 2671'],
    ['+442079460958', '+44 20 7946 0958'],
    ['+33142685300', '+33 1 42 68 53 00'],
    ['+4930123456', '+49 30 123456'],
    ['+81312345678', '+81 3 1234 5678'],
    ['+61 2 9374 4000', '+61 2 9374 4000'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatPhoneNumber(input)).toBe(expected);
  });

  it.each(['', '0207 946 0958', 'unknown', '+'])('returns %j unchanged when it cannot be parsed', (input) => {
    expect(formatPhoneNumber(input)).toBe(input);
  });
});
