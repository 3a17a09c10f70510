import type { MockAccountState, MockAdmin, MockStore } from './types';

/** The state of account `id`: the store itself for the demo account, `store.accounts[id]` for any other. */
export function accountState(store: MockStore, id: string): MockAccountState | undefined {
  return id === store.account.id ? store : Object.hasOwn(store.accounts, id) ? store.accounts[id] : undefined;
}

/** Every account's state, the demo account first (builds the accounts not read yet). */
export function allAccountStates(store: MockStore): MockAccountState[] {
  return [store, ...Object.values(store.accounts)];
}

/**
 * The accounts built so far, the demo account first. Only these can hold what a request set (a custom domain, an SSO
 * domain proof): an account never read is as the seed made it.
 */
export function builtAccountStates(store: MockStore): MockAccountState[] {
  const built = Object.keys(store.accounts).flatMap((id) => {
    const descriptor = Object.getOwnPropertyDescriptor(store.accounts, id);
    return descriptor && 'value' in descriptor ? [descriptor.value as MockAccountState] : [];
  });
  return [store, ...built];
}

export function activeAdmins(state: MockAccountState): MockAdmin[] {
  return state.admins.filter((admin) => admin.archivedAt === null);
}

/** The active admin `id`, in whichever account. */
export function findActiveAdmin(store: MockStore, id: string): MockAdmin | undefined {
  const accountId = store.directory.accountOf[id];
  const state = accountId === undefined ? undefined : accountState(store, accountId);
  return state?.admins.find((admin) => admin.id === id && admin.archivedAt === null);
}

/** The active admin with this e-mail, in whichever account (a person administers one account). */
export function activeAdminByEmail(store: MockStore, email: string): MockAdmin | undefined {
  for (const id of store.directory.byEmail[email.toLowerCase()] ?? []) {
    const admin = findActiveAdmin(store, id);
    if (admin) return admin;
  }
  return undefined;
}

/** Adds an admin to its account and to the directory. */
export function addAdmin(store: MockStore, state: MockAccountState, admin: MockAdmin): void {
  state.admins.push(admin);
  store.directory.accountOf[admin.id] = state.account.id;
  const email = admin.email.toLowerCase();
  store.directory.byEmail[email] = [...(store.directory.byEmail[email] ?? []), admin.id];
}
