import type { AppId } from '../apps';
import { appIdSchema, getApp } from '../apps';
import type { AppStatus } from '../billing/schemas';
import { canSeeApp } from '../staff';
import { conflict, invalid, notFound, REFUSALS, refusalText } from './errors';

/** Credits every free trial starts with (not shown in the spec). */
export const FREE_TIER_CREDITS = 500;

/** The `:app` path segment as an app id; anything else is 404. */
export function appParam(value: string | undefined): AppId {
  const parsed = appIdSchema.safeParse(value);
  if (!parsed.success) throw notFound(REFUSALS.noSuchApp);
  return parsed.data;
}

/** The `:app` path segment as an app this caller may see: unreleased apps exist for staff only (spec 000 §1). */
export function visibleAppParam(value: string | undefined, isStaff: boolean): AppId {
  const app = appParam(value);
  if (!canSeeApp(getApp(app), isStaff)) throw notFound(REFUSALS.noSuchApp);
  return app;
}

/** A free trial starts an inactive or cancelled app (or one never used); an app in use is a conflict. */
export function checkFreeTrial(app: AppId, current: AppStatus | undefined): void {
  if (current && current !== 'inactive' && current !== 'cancelled')
    throw conflict(refusalText.alreadyActive(getApp(app).title));
}

/** The only status an operator sets is enterprise (spec 000 §4). */
export function checkOperatorStatus(requested: AppStatus): void {
  if (requested !== 'enterprise') throw invalid(REFUSALS.enterpriseOnly);
}

/** Converting an app that is enterprise already is a conflict. */
export function checkEnterpriseConversion(app: AppId, current: AppStatus | undefined): void {
  if (current === 'enterprise') throw conflict(refusalText.alreadyEnterprise(getApp(app).title));
}

/** Statuses an account counts as using an app (Watch Tower's Active Apps). */
export const ACTIVE_APP_STATUSES: readonly AppStatus[] = ['free-trial', 'subscription', 'enterprise'];
