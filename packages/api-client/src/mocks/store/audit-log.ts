import type { AuditEvent } from '../../rules/audit-events';
import { ghostDescription } from '../../rules/audit-events';
import type { Caller } from '../http/caller';
import type { MockAccountState, MockStore } from './types';

/**
 * Records a change in `state`'s log, newest first, stamped with the store's clock and numbered after every entry of
 * every account, as the server's log. The actor is the caller (the operator in ghost mode, named in the words), or
 * none when the provider acted.
 */
export function appendAudit(
  store: MockStore,
  state: MockAccountState,
  caller: Caller | null,
  { event, description, namespace = 'global' }: AuditEvent,
): void {
  store.auditSeq += 1;
  const ghost = caller?.claims.ghost ?? false;
  state.auditLog.unshift({
    id: `aud_m${String(store.auditSeq).padStart(6, '0')}`,
    seq: store.auditSeq,
    timestamp: store.now.toISOString(),
    admin: caller && { firstName: caller.admin.firstName, lastName: caller.admin.lastName },
    namespace,
    description: ghost && caller ? ghostDescription(description, caller.admin.email) : description,
    event,
  });
}
