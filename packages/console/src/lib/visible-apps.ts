import { APPS, type AppId, type AppRegistryEntry } from '@console/api-client';
import { canSeeApp, STAFF_EMAIL_DOMAIN } from '../session/guards';

/** The apps this user may see, in registry order: unreleased ones only for the provider's staff (spec 000 §1, §6). */
export function visibleApps(email: string, staffDomain = STAFF_EMAIL_DOMAIN): AppRegistryEntry[] {
  return APPS.filter((app) => canSeeApp(app, email, staffDomain));
}

export function isVisibleApp(id: AppId, email: string, staffDomain = STAFF_EMAIL_DOMAIN): boolean {
  return visibleApps(email, staffDomain).some((app) => app.id === id);
}
