import type { AppId } from '@console/api-client';
import { appIdSchema, getApp, isStaffEmail } from '@console/api-client';
import type { Session } from '../auth/session';
import type { Config } from '../config';
import { notFound } from '../http/errors';

/**
 * The `:app` path segment as an app this caller may see: unreleased apps exist only for staff
 * whose e-mail ends with the provider's domain (spec 000 §1); for anyone else they are 404.
 */
export function appParam(value: string | undefined, session: Session, config: Config): AppId {
  const parsed = appIdSchema.safeParse(value);
  if (!parsed.success) throw notFound('No such app');
  const staff = isStaffEmail(session.actor.email, config.providerEmailDomain);
  if (!getApp(parsed.data).released && !staff) throw notFound('No such app');
  return parsed.data;
}
