/** The session token lives in local storage under this key (spec 000 §4). */
export const TOKEN_STORAGE_KEY = 'token';

export interface TokenStorage {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/**
 * Local storage, tolerating browsers that refuse it (private modes, some embedded web views throw on access):
 * then the token lives in memory for the page's lifetime.
 */
export function localTokenStorage(storage: () => Storage = () => globalThis.localStorage): TokenStorage {
  let fallback: string | null = null;
  return {
    get: () => {
      try {
        return storage().getItem(TOKEN_STORAGE_KEY) ?? fallback;
      } catch {
        return fallback;
      }
    },
    set: (token) => {
      fallback = token;
      try {
        storage().setItem(TOKEN_STORAGE_KEY, token);
      } catch {
        // the fallback keeps it
      }
    },
    clear: () => {
      fallback = null;
      try {
        storage().removeItem(TOKEN_STORAGE_KEY);
      } catch {
        // nothing stored
      }
    },
  };
}

/** In-memory storage for tests and stories. */
export function memoryTokenStorage(initial: string | null = null): TokenStorage {
  let token = initial;
  return {
    get: () => token,
    set: (value) => (token = value),
    clear: () => (token = null),
  };
}
