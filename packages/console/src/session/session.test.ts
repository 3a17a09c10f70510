import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createSession } from './session';
import { takeTokenFromUrl } from './token-from-url';
import { memoryTokenStorage } from './token-storage';

/** An unsigned JWT with the given payload: the client only decodes, the server verifies. */
const jwt = (payload: object) =>
  ['{"alg":"none"}', JSON.stringify(payload)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.') + '.';

describe('session', () => {
  it('reads the stored token and decodes acc and ghost', () => {
    const session = createSession({
      storage: memoryTokenStorage(jwt({ acc: 'acc_1', ghost: true })),
      mode: 'standalone',
    });
    expect(session.get().claims).toMatchObject({ acc: 'acc_1', ghost: true });
  });

  it('treats a token without the ghost claim as a normal session', () => {
    const session = createSession({ storage: memoryTokenStorage(jwt({ acc: 'acc_1' })), mode: 'standalone' });
    expect(session.get().claims?.ghost).toBe(false);
  });

  it('has no claims for a malformed token', () => {
    const session = createSession({ storage: memoryTokenStorage('not-a-jwt'), mode: 'standalone' });
    expect(session.get().claims).toBeUndefined();
  });

  it('stores a new token, notifies subscribers, and clears', () => {
    const storage = memoryTokenStorage();
    const session = createSession({ storage, mode: 'zoom' });
    const listener = vi.fn();
    session.subscribe(listener);
    session.setToken(jwt({ acc: 'acc_2' }));
    expect(storage.get()).toBe(session.get().token);
    expect(session.get()).toMatchObject({ claims: { acc: 'acc_2' }, mode: 'zoom' });
    session.clear();
    expect(storage.get()).toBeNull();
    expect(session.get().claims).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps a sign-in's token and its claims, never a role: the bootstrap is the role's one source", () => {
    const session = createSession({ storage: memoryTokenStorage(), mode: 'zoom' });
    session.setToken(jwt({ acc: 'acc_2', role: 'admin' }));
    expect(Object.keys(session.get()).sort()).toEqual(['claims', 'mode', 'token']);
    expectTypeOf(session.setToken).parameters.toEqualTypeOf<[token: string]>();
  });
});

describe('takeTokenFromUrl', () => {
  it('takes the token and removes it from the address, keeping the rest', () => {
    expect(takeTokenFromUrl('http://localhost:3000/settings?token=abc&tab=1#top')).toEqual({
      token: 'abc',
      cleanHref: '/settings?tab=1#top',
    });
  });

  it("leaves an invitation link's token to its page: it is not a session token", () => {
    const link = 'http://localhost:3000/invitations/accept?token=invitation-token';
    expect(takeTokenFromUrl(link)).toEqual({ token: null, cleanHref: link });
  });

  it('leaves an address without a token alone', () => {
    expect(takeTokenFromUrl('http://localhost:3000/?expired=true')).toEqual({
      token: null,
      cleanHref: 'http://localhost:3000/?expired=true',
    });
  });
});
