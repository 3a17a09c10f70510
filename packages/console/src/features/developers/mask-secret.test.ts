import { describe, expect, it } from 'vitest';
import { maskSecretKey } from './mask-secret';

describe('maskSecretKey', () => {
  it('keeps the prefix up to the first underscore and masks the rest', () => {
    expect(maskSecretKey('sk_live_ab12')).toBe('sk_*********');
  });

  it('masks every character after the first underscore, later underscores too', () => {
    const masked = maskSecretKey('sk_live_0123456789');
    expect(masked).toHaveLength('sk_live_0123456789'.length);
    expect(masked).toBe(`sk_${'*'.repeat(15)}`);
  });

  it('masks a key without an underscore whole, and leaves an empty key empty', () => {
    expect(maskSecretKey('secret')).toBe('******');
    expect(maskSecretKey('')).toBe('');
  });

  it('shows only the underscore of a key that starts with one', () => {
    expect(maskSecretKey('_abc')).toBe('_***');
  });
});
