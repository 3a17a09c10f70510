import type { AppId } from '../../apps';
import { visibleAppParam } from '../../rules/apps';
import { isStaffEmail } from '../../staff';
import type { Caller } from './caller';

/** The `:app` path segment as an app this caller may see (unreleased apps are 404 but for staff), as the server's. */
export function callerApp(value: string | undefined, caller: Caller): AppId {
  return visibleAppParam(value, isStaffEmail(caller.admin.email));
}
