import type { AppId } from '@console/api-client';
import { isStaffEmail } from '@console/api-client';
import { visibleAppParam } from '@console/api-client/rules';
import type { Session } from '../auth/session';
import type { Config } from '../config';

/** The `:app` path segment as an app this caller may see (unreleased apps are 404 but for staff). */
export function appParam(value: string | undefined, session: Session, config: Config): AppId {
  return visibleAppParam(value, isStaffEmail(session.actor.email, config.providerEmailDomain));
}
