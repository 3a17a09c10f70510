import {
  visibleApps as appsFor,
  type AppId,
  type AppRegistryEntry,
  type Bootstrap,
} from '@console/api-client';

/**
 * The apps this user may see, in registry order: unreleased ones only for the provider's staff (spec 000 §1, §6), as
 * the server says in the bootstrap (`isStaff`), so the console never disagrees with it.
 */
export function visibleApps(user: Pick<Bootstrap, 'isStaff'>): AppRegistryEntry[] {
  return appsFor(user.isStaff);
}

export function isVisibleApp(id: AppId, user: Pick<Bootstrap, 'isStaff'>): boolean {
  return visibleApps(user).some((app) => app.id === id);
}
