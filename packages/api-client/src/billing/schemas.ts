import { z } from 'zod';
import { APP_IDS, appIdSchema } from '../apps';

/** App status values of spec 000 §4. */
export const APP_STATUSES = ['free-trial', 'subscription', 'enterprise', 'cancelled', 'inactive'] as const;
export const appStatusSchema = z.enum(APP_STATUSES);
export type AppStatus = z.infer<typeof appStatusSchema>;

export const APP_STATUS_LABELS = {
  'free-trial': 'Free Trial',
  subscription: 'Subscription',
  enterprise: 'Enterprise',
  cancelled: 'Cancelled',
  inactive: 'Inactive',
} as const satisfies Record<AppStatus, string>;

/** One app's billing (spec 000 §3: status). Also the answer of the free-trial call. */
export const appBillingSchema = z.object({ status: appStatusSchema });
export type AppBilling = z.infer<typeof appBillingSchema>;

/** Billing keyed by all seven app ids; the server always answers every key. */
export const billingSchema = z.record(appIdSchema, appBillingSchema);
export type Billing = z.infer<typeof billingSchema>;

/** Before loading, each app's billing starts as inactive (spec 000 §4). */
export const INITIAL_BILLING: Billing = Object.fromEntries(
  APP_IDS.map((id) => [id, { status: 'inactive' }]),
) as Billing;

/**
 * Usage per app (spec 000 §3): `credits` used so far out of the `freeTier` allowance; and (apps.md §6) the current
 * billing period with the sessions sent in it, for the plan card's "{n} sessions this month" and the cancel
 * dialog's {periodEnd}.
 */
export const usageSchema = z.object({
  status: appStatusSchema,
  credits: z.number().nonnegative(),
  freeTier: z.number().nonnegative(),
  periodStart: z.iso.datetime({ offset: true }),
  periodEnd: z.iso.datetime({ offset: true }),
  sessionsThisPeriod: z.number().int().nonnegative(),
});
export type Usage = z.infer<typeof usageSchema>;

/** The counter turns red at 80% of freeTier or more (spec 000 §9). */
export const CREDIT_WARNING_RATIO = 0.8;

export function isCreditWarning(usage: Pick<Usage, 'credits' | 'freeTier'>): boolean {
  return usage.freeTier > 0 && usage.credits >= usage.freeTier * CREDIT_WARNING_RATIO;
}

/** The billing period is the calendar month in UTC: from its first instant to the next month's (exclusive). */
export function billingPeriod(now: Date): { periodStart: string; periodEnd: string } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return { periodStart: new Date(start).toISOString(), periodEnd: new Date(end).toISOString() };
}
