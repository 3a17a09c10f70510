import type { Admin } from '../../admins/schemas';
import type { Billing } from '../../billing/schemas';
import type { AppId } from '../../apps';
import { APP_IDS } from '../../apps';
import type { WatchTowerAccount, WatchTowerAccountDetail, WatchTowerAdmin } from '../../watch-tower/schemas';
import { watchTowerApps } from '../../watch-tower/schemas';
import { ACTIVE_APP_STATUSES, FREE_TIER_CREDITS } from '../../rules/apps';
import { accountState, activeAdmins } from './accounts';
import type { MockAccountState, MockAdmin, MockStore, MockWatchTowerAccount } from './types';

/** Names compared as the server's `collate "C"`: by code point. */
export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** An account's active admins as Watch Tower shows them, in the order they were added. */
export function watchTowerAdmins(state: MockAccountState): WatchTowerAdmin[] {
  return activeAdmins(state)
    .sort((a, b) => byCodePoint(a.createdAt, b.createdAt) || byCodePoint(a.id, b.id))
    .map(({ id, firstName, lastName, email, photo, timeZone }) => ({
      id,
      firstName,
      lastName,
      email,
      photo,
      timeZone,
    }));
}

/** The statuses of the apps an account has used (a billing row that is not a never-used inactive one). */
function usedApps(state: MockAccountState): MockWatchTowerAccount['apps'] {
  return Object.fromEntries(APP_IDS.map((id) => [id, state.billing[id].status]));
}

/**
 * Account `id` as a Watch Tower record: every read goes to the account's state, and setting `apps` sets its billing
 * (an app left out is inactive, as one never used).
 */
function watchTowerRecord(store: MockStore, id: string): MockWatchTowerAccount {
  const state = () => {
    const found = accountState(store, id);
    if (!found) throw new Error(`no account ${id} in the mock store`);
    return found;
  };
  return {
    id,
    get name() {
      return state().account.name;
    },
    get provider() {
      return state().account.provider;
    },
    get apps() {
      return usedApps(state());
    },
    set apps(statuses) {
      const { billing } = state();
      for (const app of APP_IDS) billing[app] = { ...billing[app], status: statuses[app] ?? 'inactive' };
    },
    get admins() {
      return watchTowerAdmins(state());
    },
  };
}

/** Records of the customer accounts `ids` (listed by name: GET /watch-tower/accounts's order). */
export function watchTowerRecords(store: MockStore, ids: readonly string[]): MockWatchTowerAccount[] {
  return ids.map((id) => watchTowerRecord(store, id));
}

/** A customer account's state (404 for the operators' own or an unknown id). */
export function customerAccountState(store: MockStore, id: string): MockAccountState | undefined {
  const state = accountState(store, id);
  return state && !state.account.isInternal ? state : undefined;
}

export function watchTowerListItem(state: MockAccountState): WatchTowerAccount {
  const { id, name, provider } = state.account;
  const active = APP_IDS.filter((app) => ACTIVE_APP_STATUSES.includes(state.billing[app].status));
  return { id, name, apps: active.map((app) => ({ id: app })), provider, admins: watchTowerAdmins(state) };
}

export function watchTowerDetail(state: MockAccountState): WatchTowerAccountDetail {
  return {
    account: { name: state.account.name },
    apps: watchTowerApps(usedApps(state)),
    admins: watchTowerAdmins(state),
  };
}

/** An admin as the API answers it: the account's current onboarding flag, nothing the store keeps besides. */
export function toAdmin(state: MockAccountState, admin: MockAdmin): Admin {
  const { id, firstName, lastName, email, role, isRoot } = admin;
  return {
    id,
    firstName,
    lastName,
    email,
    role,
    isRoot,
    account: { id: state.account.id, hasOnboarded: state.account.hasOnboarded },
  };
}

/** Billing as the bootstrap answers it: every app's status. */
export function billingStatuses(billing: MockAccountState['billing']): Billing {
  return Object.fromEntries(APP_IDS.map((app) => [app, { status: billing[app].status }])) as Billing;
}

/** A billing record for every app, inactive where the account has none (spec 000 §4). */
export function fullBilling(
  rows: readonly {
    app: AppId;
    status: MockAccountState['billing'][AppId]['status'];
    credits: number;
    freeTier: number;
    paidSince: string | null;
  }[],
): MockAccountState['billing'] {
  const byApp = new Map(rows.map((row) => [row.app, row]));
  return Object.fromEntries(
    APP_IDS.map((app) => {
      const row = byApp.get(app);
      return [
        app,
        row
          ? { status: row.status, credits: row.credits, freeTier: row.freeTier, paidSince: row.paidSince }
          : { status: 'inactive', credits: 0, freeTier: FREE_TIER_CREDITS, paidSince: null },
      ];
    }),
  ) as MockAccountState['billing'];
}
