import type { HttpHandler } from 'msw';
import { ROLE_LABELS } from '../../admins/role';
import { endpoints } from '../../endpoints';
import { actorOf, withCaller } from '../http/caller';
import { readBody } from '../http/read-body';
import { answer, emptyAnswer, forbidden, notFound } from '../http/respond';
import { route } from '../http/route';
import { appendAudit } from '../store/audit-log';
import { activeAdmins, findActiveAdmin } from '../store/demo-account';
import type { MockStore } from '../store/types';
import { toAdmin } from '../store/views';

/** The owner can be neither removed nor given another role (spec 000 §6). */
const OWNER_LOCKED = "The account owner's role and membership cannot be changed";

export function adminHandlers(store: MockStore): HttpHandler[] {
  return [
    route(
      endpoints.listAdmins,
      withCaller(store, () =>
        answer(
          endpoints.listAdmins,
          activeAdmins(store).map((admin) => toAdmin(store, admin)),
        ),
      ),
    ),
    route(
      endpoints.updateAdminRole,
      withCaller(store, async ({ request, params, caller }) => {
        const body = await readBody(request, endpoints.updateAdminRole.body);
        if (!body.ok) return body.response;
        const admin = findActiveAdmin(store, String(params.id));
        if (!admin) return notFound('Admin');
        if (admin.role === 'owner') return forbidden(OWNER_LOCKED);
        admin.role = body.data.role;
        appendAudit(store, actorOf(caller), {
          event: 'admin.role-updated',
          description: `Changed the role of ${admin.email} to ${ROLE_LABELS[admin.role]}`,
        });
        return answer(endpoints.updateAdminRole, toAdmin(store, admin));
      }),
    ),
    route(
      endpoints.removeAdmin,
      withCaller(store, ({ params, caller }) => {
        const admin = findActiveAdmin(store, String(params.id));
        if (!admin) return notFound('Admin');
        if (admin.role === 'owner') return forbidden(OWNER_LOCKED);
        admin.archivedAt = store.now.toISOString();
        appendAudit(store, actorOf(caller), {
          event: 'admin.archived',
          description: `Removed ${admin.email} from the account`,
        });
        return emptyAnswer(endpoints.removeAdmin);
      }),
    ),
  ];
}
