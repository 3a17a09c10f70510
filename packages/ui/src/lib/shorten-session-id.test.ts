import { describe, expect, it } from 'vitest';
import { SESSION_ID_MAX_LENGTH, shortenSessionId } from './shorten-session-id';

describe('shortenSessionId', () => {
  it('keeps ids of 12 characters or fewer', () => {
    expect(SESSION_ID_MAX_LENGTH).toBe(12);
    expect(shortenSessionId('')).toBe('');
    expect(shortenSessionId('abc')).toBe('abc');
    expect(shortenSessionId('abcdef123456')).toBe('abcdef123456');
  });

  it('shows the first 6 and last 6 characters of longer ids', () => {
    expect(shortenSessionId('abcdef1234567')).toBe('abcdef…234567');
    expect(shortenSessionId('sess_01HZX8K4M2Q9VN7T3B5C6D8E0F')).toBe('sess_0…6D8E0F');
  });

  it('counts characters, not UTF-16 code units', () => {
    // 12 characters, 13 code units: not shortened.
    expect(shortenSessionId('abcdefghijk😀')).toBe('abcdefghijk😀');
    expect(shortenSessionId('😀bcdefghijklm😀')).toBe('😀bcdef…ijklm😀');
  });
});
