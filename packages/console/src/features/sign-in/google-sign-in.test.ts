import { describe, expect, it } from 'vitest';
import { beginGoogleSignIn, googleAuthorizeUrl, isGoogleState, takeGoogleState } from './google-sign-in';

function memoryStorage(): () => Storage {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
  return () => storage;
}

describe('the Google state marker', () => {
  it('marks the state of a Google sign-in', () => {
    const state = beginGoogleSignIn('n1', memoryStorage());
    expect(state).toBe('google.n1');
    expect(isGoogleState(state)).toBe(true);
  });

  it('does not take SSO states, or no state, for Google', () => {
    expect(isGoogleState('st_12')).toBe(false);
    expect(isGoogleState('')).toBe(false);
    expect(isGoogleState(undefined)).toBe(false);
  });

  it('accepts only the state this tab sent, once', () => {
    const storage = memoryStorage();
    const state = beginGoogleSignIn('n2', storage);
    expect(takeGoogleState('google.forged', storage)).toBe(false);
    beginGoogleSignIn('n2', storage);
    expect(takeGoogleState(state, storage)).toBe(true);
    expect(takeGoogleState(state, storage)).toBe(false);
  });

  it('makes a fresh nonce for every sign-in', () => {
    const storage = memoryStorage();
    expect(beginGoogleSignIn(undefined, storage)).not.toBe(beginGoogleSignIn(undefined, storage));
  });
});

describe('googleAuthorizeUrl', () => {
  it("asks Google for a code for the console's callback page", () => {
    const url = new URL(
      googleAuthorizeUrl({ origin: 'https://console.example.com', state: 'google.n1', clientId: 'g-client' }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'g-client',
      response_type: 'code',
      redirect_uri: 'https://console.example.com/sso/callback',
      scope: 'openid email profile',
      state: 'google.n1',
      prompt: 'select_account',
    });
  });
});
