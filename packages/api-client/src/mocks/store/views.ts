import type { Admin } from '../../admins/schemas';
import { APP_IDS } from '../../apps';
import type { Billing } from '../../billing/schemas';
import type { WatchTowerAccount, WatchTowerAccountDetail, WatchTowerAdmin } from '../../watch-tower/schemas';
import { watchTowerApps } from '../../watch-tower/schemas';
import { activeAdmins } from './demo-account';
import type { MockAdmin, MockStore, MockWatchTowerAccount } from './types';
import { isActiveStatus } from './watch-tower-accounts';

/** An admin as the API answers it: the account's current onboarding flag, no archive date. */
export function toAdmin(store: MockStore, { archivedAt: _archivedAt, ...admin }: MockAdmin): Admin {
  return { ...admin, account: { id: store.account.id, hasOnboarded: store.account.hasOnboarded } };
}

/** Billing statuses keyed by every app id; apps never used are inactive. */
export function billingStatuses(apps: MockWatchTowerAccount['apps']): Billing {
  return Object.fromEntries(APP_IDS.map((id) => [id, { status: apps[id] ?? 'inactive' }])) as Billing;
}

/** The demo account's app statuses, from its billing. */
export function demoAppStatuses(store: MockStore): MockWatchTowerAccount['apps'] {
  return Object.fromEntries(APP_IDS.map((id) => [id, store.billing[id].status]));
}

/** The demo account's Watch Tower record follows its live billing and admins. */
function live(store: MockStore, account: MockWatchTowerAccount): MockWatchTowerAccount {
  if (account.id !== store.account.id) return account;
  const toWatchTowerAdmin = ({ id, firstName, lastName, email }: MockAdmin): WatchTowerAdmin => ({
    id,
    firstName,
    lastName,
    email,
    photo: null,
    timeZone: 'Europe/London',
  });
  return {
    ...account,
    name: store.branding.name ?? store.account.name,
    apps: demoAppStatuses(store),
    admins: activeAdmins(store).map(toWatchTowerAdmin),
  };
}

export function watchTowerListItem(store: MockStore, record: MockWatchTowerAccount): WatchTowerAccount {
  const { id, name, provider, apps, admins } = live(store, record);
  const active = APP_IDS.filter((app) => apps[app] !== undefined && isActiveStatus(apps[app]));
  return { id, name, provider, admins, apps: active.map((app) => ({ id: app })) };
}

export function watchTowerDetail(store: MockStore, record: MockWatchTowerAccount): WatchTowerAccountDetail {
  const { name, apps, admins } = live(store, record);
  // All seven apps, as the server answers them: one the account never used is inactive.
  return { account: { name }, apps: watchTowerApps(apps), admins };
}

export function findWatchTowerAccount(store: MockStore, id: string): MockWatchTowerAccount | undefined {
  return store.watchTowerAccounts.find((account) => account.id === id);
}
