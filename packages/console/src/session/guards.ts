import type { AppRegistryEntry, Bootstrap, Role } from '@console/api-client';

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
 * The provider's own e-mail domain: only its staff see unreleased apps. The spec does not name it; set
 * VITE_STAFF_EMAIL_DOMAIN at build time (the demo data uses `console.example`).
 */
export const STAFF_EMAIL_DOMAIN: string =
  (import.meta.env.VITE_STAFF_EMAIL_DOMAIN as string | undefined) ?? 'console.example';

export function isStaff(email: string, staffDomain = STAFF_EMAIL_DOMAIN): boolean {
  return email.toLowerCase().endsWith(`@${staffDomain.toLowerCase()}`);
}

export function canSeeApp(
  app: Pick<AppRegistryEntry, 'released'>,
  email: string,
  staffDomain = STAFF_EMAIL_DOMAIN,
) {
  return app.released || isStaff(email, staffDomain);
}

/**
 * Paths an unauthenticated standalone visitor may open; every other path redirects to the root. The addendum is
 * public: /sign-up asks visitors to accept it before they have an account.
 */
export const PUBLIC_PATHS = ['/', '/sign-up', '/sso/callback', '/legal/data-processing-addendum'] as const;

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PATHS as readonly string[]).includes(path);
}
