import type { Role } from '../../admins/role';
import { findActiveAdmin } from './accounts';
import type { MockAdmin, MockStore } from './types';

/** The admin signed in when a request has no bearer token. */
export function sessionAdmin(store: MockStore): MockAdmin {
  const admin = findActiveAdmin(store, store.session.adminId);
  if (!admin) throw new Error(`the session's admin ${store.session.adminId} is not an active admin`);
  return admin;
}

/**
 * Signs in as the demo account's admin with `role` (owner, admin or supervisor), optionally as an operator (isRoot,
 * the Watch Tower flag), or as the admin `adminId` of any account (the seeded operator is OPERATOR_ADMIN_ID). Leaves
 * out what it is not given.
 */
export function signInAs(
  store: MockStore,
  { role, isRoot, adminId }: { role?: Role; isRoot?: boolean; adminId?: string },
): MockAdmin {
  if (adminId) {
    if (!findActiveAdmin(store, adminId)) throw new Error(`no active admin ${adminId} in the mock store`);
    store.session.adminId = adminId;
  } else if (role) {
    const admin = store.admins.find((candidate) => candidate.role === role && candidate.archivedAt === null);
    if (!admin) throw new Error(`no active ${role} in the mock store`);
    store.session.adminId = admin.id;
  }
  store.session.signedOut = false;
  const admin = sessionAdmin(store);
  if (isRoot !== undefined) admin.isRoot = isRoot;
  return admin;
}

/** No one is signed in: requests without a bearer token answer 401, as the server answers them. */
export function signOutStore(store: MockStore): void {
  store.session.signedOut = true;
}
