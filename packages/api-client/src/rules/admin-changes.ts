import type { Role } from '../admins/role';
import { forbidden, REFUSALS } from './errors';

/**
 * Whether `target` may have its role changed or be removed by the admin `callerId`: the owner never (spec 000 §6),
 * nor an admin themselves, which would lock them out of the settings (not shown in the spec; a ghosting operator is
 * never the target). Throws 403 FORBIDDEN.
 */
export function checkAdminChange(target: { id: string; role: Role }, callerId: string): void {
  if (target.role === 'owner') throw forbidden(REFUSALS.ownerLocked);
  if (target.id === callerId) throw forbidden(REFUSALS.selfChange);
}
