import type { AppRegistryEntry } from './apps';
import { APPS } from './apps';

/**
 * The provider's own e-mail domain (spec 000 §1, §6: only its staff see unreleased apps; the spec does not name
 * it). One setting for everyone: the server overrides it with PROVIDER_EMAIL_DOMAIN and answers the result as the
 * bootstrap's `isStaff`, which the console and the mocks read; the seeded operator's e-mail is in this domain.
 */
export const PROVIDER_EMAIL_DOMAIN = 'provider.example';

/** Whether `email` belongs to the provider's staff (case-insensitive). */
export function isStaffEmail(email: string, domain: string = PROVIDER_EMAIL_DOMAIN): boolean {
  return email.toLowerCase().endsWith(`@${domain.toLowerCase()}`);
}

/** Released apps are for everyone; unreleased ones for staff only. */
export function canSeeApp(app: Pick<AppRegistryEntry, 'released'>, isStaff: boolean): boolean {
  return app.released || isStaff;
}

/** The apps a user may see, in registry order. */
export function visibleApps(isStaff: boolean): AppRegistryEntry[] {
  return APPS.filter((app) => canSeeApp(app, isStaff));
}
