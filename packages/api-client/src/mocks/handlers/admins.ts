import type { HttpHandler } from 'msw';
import { checkAdminChange } from '../../rules/admin-changes';
import { auditEvents } from '../../rules/audit-events';
import { notFound, REFUSALS } from '../../rules/errors';
import { mockRoute } from '../http/mock-route';
import { activeAdmins } from '../store/accounts';
import { appendAudit } from '../store/audit-log';
import type { MockAccountState, MockStore } from '../store/types';
import { byCodePoint, toAdmin } from '../store/watch-tower';

/** The active admin `id` of the account, if checkAdminChange lets `callerId` change it. */
function changeableAdmin(scope: MockAccountState, id: string, callerId: string) {
  const admin = activeAdmins(scope).find((candidate) => candidate.id === id);
  if (!admin) throw notFound(REFUSALS.adminNotFound);
  checkAdminChange(admin, callerId);
  return admin;
}

export function adminHandlers(store: MockStore): HttpHandler[] {
  return [
    /** Active admins, owner first, then by name; archived admins are left out. */
    mockRoute(store, 'listAdmins', ({ scope }) =>
      activeAdmins(scope)
        .sort(
          (a, b) =>
            Number(b.role === 'owner') - Number(a.role === 'owner') ||
            byCodePoint(a.firstName, b.firstName) ||
            byCodePoint(a.lastName, b.lastName) ||
            byCodePoint(a.id, b.id),
        )
        .map((admin) => toAdmin(scope, admin)),
    ),
    mockRoute(store, 'updateAdminRole', ({ params, body, caller, scope }) => {
      const admin = changeableAdmin(scope, params.id ?? '', caller.admin.id);
      admin.role = body.role;
      appendAudit(store, scope, caller, auditEvents.adminRoleUpdated(admin.email, body.role));
      return toAdmin(scope, admin);
    }),
    /** "Remove from account" archives the admin: kept for the audit log, their sessions end. */
    mockRoute(store, 'removeAdmin', ({ params, caller, scope }) => {
      const admin = changeableAdmin(scope, params.id ?? '', caller.admin.id);
      admin.archivedAt = store.now.toISOString();
      const name = `${admin.firstName} ${admin.lastName}`.trim();
      appendAudit(store, scope, caller, auditEvents.adminArchived(name, admin.email));
    }),
  ];
}
