import { decodeSessionToken, type SessionClaims } from '@console/api-client';
import type { RunMode } from './mode';
import type { TokenStorage } from './token-storage';

export interface SessionState {
  token: string | null;
  /** The token's decoded claims (acc, ghost); undefined without a token or for a malformed one. */
  claims: SessionClaims | undefined;
  mode: RunMode;
}

/**
 * The one client-side store of the console (DESIGN.md): the token, its claims and the run mode. Server state
 * lives in TanStack Query; components read this through useSession().
 *
 * No role is kept here. Zoom's sign-in answers one with the token ("the role arrives with the token", spec 001 §6),
 * but it is the signed-in admin row's role, which the bootstrap answers too, and the root's session gate loads the
 * bootstrap before any page or guard runs: the bootstrap is the one source of the role (current after a role change),
 * and a second copy could only disagree with it.
 */
export interface Session {
  get: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  setToken: (token: string) => void;
  clear: () => void;
}

export function createSession({ storage, mode }: { storage: TokenStorage; mode: RunMode }): Session {
  const read = (token: string | null): SessionState => ({
    token,
    claims: token ? decodeSessionToken(token) : undefined,
    mode,
  });
  let state = read(storage.get());
  const listeners = new Set<() => void>();
  const update = (token: string | null) => {
    state = read(token);
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setToken: (token) => {
      storage.set(token);
      update(token);
    },
    clear: () => {
      storage.clear();
      update(null);
    },
  };
}
