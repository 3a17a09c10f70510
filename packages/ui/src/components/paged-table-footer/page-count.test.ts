import { describe, expect, it } from 'vitest';
import { pageCountText } from './page-count';

describe('pageCountText', () => {
  it('counts the rows up to the end of the page', () => {
    expect(pageCountText(0, 25, 25, 1234, 'authentications')).toBe('25 of 1,234 authentications');
    expect(pageCountText(1, 25, 25, 1234, 'authentications')).toBe('50 of 1,234 authentications');
    expect(pageCountText(49, 25, 9, 1234, 'authentications')).toBe('1,234 of 1,234 authentications');
  });

  it('never counts past the total (rows arrived since the total was counted)', () => {
    expect(pageCountText(0, 10, 10, 8, 'payments')).toBe('8 of 8 payments');
  });

  it('reads "0 of 0" for an empty list', () => {
    expect(pageCountText(0, 25, 0, 0, 'signatures')).toBe('0 of 0 signatures');
  });
});
