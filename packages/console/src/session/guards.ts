import type { Bootstrap, Role } from '@console/api-client';

/**
 * The client-side guards of spec 000 §6. They decide what to show and where to redirect; the server checks every
 * call again, so these are convenience, never security.
 */

/** The page guard: the role matches, or the user is the owner. */
export function hasRole(user: Pick<Bootstrap, 'role'>, allowed: readonly Role[]): boolean {
  return user.role === 'owner' || allowed.includes(user.role);
}

/** Settings, the header tools and the Configuration, Documents and Forms tabs are for admins and the owner. */
export function isAdmin(user: Pick<Bootstrap, 'role'>): boolean {
  return hasRole(user, ['admin']);
}

/** Watch Tower is for internal operators (root users). */
export function isOperator(user: Pick<Bootstrap, 'isRoot'>): boolean {
  return user.isRoot;
}

/**
 * Paths an unauthenticated standalone visitor may open; every other path redirects to the root. The addendum is
 * public: /sign-up asks visitors to accept it before they have an account. An invitation link signs its invitee in.
 */
const PUBLIC_PATHS = [
  '/',
  '/sign-up',
  '/sso/callback',
  '/invitations/accept',
  '/legal/data-processing-addendum',
] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}
