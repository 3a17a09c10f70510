import { takeTokenFromUrl } from './token-from-url';
import type { TokenStorage } from './token-storage';

/** The part of `window` the hand-over touches (a fake in tests). */
export interface AddressBar {
  location: { href: string };
  history: Pick<History, 'state' | 'replaceState'>;
}

/**
 * The sign-in link's hand-over (spec 000 §4), run once at startup before the router reads the address: a `?token=`
 * is stored and removed from the address by replacing the current history entry, so Back, a bookmark or a Referer
 * never carries it again. Returns whether a token was taken.
 */
export function adoptTokenFromUrl(storage: TokenStorage, bar: AddressBar): boolean {
  const { token, cleanHref } = takeTokenFromUrl(bar.location.href);
  if (!token) return false;
  storage.set(token);
  bar.history.replaceState(bar.history.state, '', cleanHref);
  return true;
}
