import type { Bootstrap } from '@console/api-client';

type User = Pick<Bootstrap, 'id' | 'account'>;

/** One flag per admin of an account: another admin of the same account, or of another one, still sees it. */
const storageKey = (user: User) => `onboarded:${user.account.id}:${user.id}`;

/**
 * "Afterwards the user is marked as onboarded, even if saving fails" (spec 001 §4): when the server did not keep
 * the answers, this browser remembers that the user answered, so the questionnaire does not come back on the next
 * load. Storage that refuses access (private modes, some embedded web views) just forgets.
 */
export function rememberOnboarded(user: User): void {
  try {
    localStorage.setItem(storageKey(user), 'true');
  } catch {
    // not remembered: the questionnaire shows again on the next load
  }
}

export function isOnboardedLocally(user: User): boolean {
  try {
    return localStorage.getItem(storageKey(user)) === 'true';
  } catch {
    return false;
  }
}
