import { describe, expect, it } from 'vitest';
import { LINK_EXPIRY_OPTIONS, linkExpiryLabel } from './general-options';

describe('linkExpiryLabel', () => {
  it('says minutes up to an hour, and 24 hours for a day', () => {
    expect(linkExpiryLabel(5)).toBe('5 minutes');
    expect(linkExpiryLabel(60)).toBe('60 minutes');
    expect(linkExpiryLabel(1440)).toBe('24 hours');
  });

  it('offers the six expiries of the spec, in order', () => {
    expect(LINK_EXPIRY_OPTIONS.map((option) => option.value)).toEqual(['5', '10', '15', '30', '60', '1440']);
  });
});
