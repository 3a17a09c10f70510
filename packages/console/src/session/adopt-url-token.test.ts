import { describe, expect, it } from 'vitest';
import { adoptTokenFromUrl, type AddressBar } from './adopt-url-token';
import { memoryTokenStorage } from './token-storage';

/** A browser history of addresses with a current entry, as replaceState and Back see it. */
function fakeBar(entries: string[]): AddressBar & { entries: string[]; back: () => string | undefined } {
  const bar = {
    entries,
    location: { href: entries.at(-1) ?? '' },
    history: {
      state: { key: 'router' },
      replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => {
        const href = new URL(String(url), bar.location.href).toString();
        entries[entries.length - 1] = href;
        bar.location.href = href;
      },
    },
    back: () => entries.at(-2),
  };
  return bar;
}

describe('adoptTokenFromUrl', () => {
  it('stores the token and replaces the entry, so no history entry keeps it', () => {
    const storage = memoryTokenStorage();
    const bar = fakeBar(['http://localhost:3000/sign-up', 'http://localhost:3000/?token=abc&tab=1']);
    expect(adoptTokenFromUrl(storage, bar)).toBe(true);
    expect(storage.get()).toBe('abc');
    expect(bar.location.href).toBe('http://localhost:3000/?tab=1');
    expect(bar.entries.some((entry) => entry.includes('token'))).toBe(false);
    expect(bar.back()).toBe('http://localhost:3000/sign-up');
  });

  it('leaves an address without a token and the stored token alone', () => {
    const storage = memoryTokenStorage('kept');
    const bar = fakeBar(['http://localhost:3000/?expired=true']);
    expect(adoptTokenFromUrl(storage, bar)).toBe(false);
    expect(storage.get()).toBe('kept');
    expect(bar.location.href).toBe('http://localhost:3000/?expired=true');
  });
});
