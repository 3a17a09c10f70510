import { decodeSessionToken, type Role, type SessionClaims } from '@console/api-client';
import type { RunMode } from './mode';
import type { TokenStorage } from './token-storage';

export interface SessionState {
  token: string | null;
  /** The token's decoded claims (acc, ghost); undefined without a token or for a malformed one. */
  claims: SessionClaims | undefined;
  /**
   * The role the sign-in answered with the token (Zoom: "the role arrives with the token", spec 001 §6), kept with
   * that token; undefined when the sign-in gave none (the bootstrap then says it).
   */
  role: Role | undefined;
  mode: RunMode;
}

/**
 * The one client-side store of the console (DESIGN.md): the token, its claims and the run mode. Server state
 * lives in TanStack Query; components read this through useSession().
 */
export interface Session {
  get: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  setToken: (token: string, role?: Role) => void;
  clear: () => void;
}

export function createSession({ storage, mode }: { storage: TokenStorage; mode: RunMode }): Session {
  const read = (token: string | null, role?: Role): SessionState => ({
    token,
    claims: token ? decodeSessionToken(token) : undefined,
    role: token ? role : undefined,
    mode,
  });
  let state = read(storage.get());
  const listeners = new Set<() => void>();
  const update = (token: string | null, role?: Role) => {
    state = read(token, role);
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setToken: (token, role) => {
      storage.set(token);
      update(token, role);
    },
    clear: () => {
      storage.clear();
      update(null);
    },
  };
}
