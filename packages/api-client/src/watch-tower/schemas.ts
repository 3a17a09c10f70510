import { z } from 'zod';
import { APP_IDS, appIdSchema, type AppId } from '../apps';
import { appStatusSchema, type AppStatus } from '../billing/schemas';

/** Sign-in platform of an account (spec 000 §2/§3). */
export const PLATFORMS = ['azure', 'google', 'webex', 'zoom', 'okta', 'oidc'] as const;
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;

export const PLATFORM_LABELS = {
  azure: 'Azure',
  google: 'Google',
  webex: 'Webex',
  zoom: 'Zoom',
  okta: 'Okta',
  oidc: 'OIDC',
} as const satisfies Record<Platform, string>;

/**
 * An admin as Watch Tower lists it. `photo` is an image URL and `timeZone` an IANA zone; both are
 * null when unknown (not shown in the spec).
 */
export const watchTowerAdminSchema = z.object({
  id: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  photo: z.string().nullable(),
  timeZone: z.string().nullable(),
});
export type WatchTowerAdmin = z.infer<typeof watchTowerAdminSchema>;

/** Watch Tower account list item (spec 000 §3). `apps` are the account's active apps. */
export const watchTowerAccountSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  apps: z.array(z.object({ id: appIdSchema })),
  provider: platformSchema,
  admins: z.array(watchTowerAdminSchema),
});
export type WatchTowerAccount = z.infer<typeof watchTowerAccountSchema>;

export const watchTowerAppSchema = z.object({ id: appIdSchema, status: appStatusSchema });
export type WatchTowerApp = z.infer<typeof watchTowerAppSchema>;

/**
 * Watch Tower account detail (spec 000 §3). `apps` holds all seven apps, those the account never used as inactive,
 * so an operator can convert any of them to enterprise.
 */
export const watchTowerAccountDetailSchema = z.object({
  account: z.object({ name: z.string() }),
  apps: z.record(appIdSchema, watchTowerAppSchema),
  admins: z.array(watchTowerAdminSchema),
});
export type WatchTowerAccountDetail = z.infer<typeof watchTowerAccountDetailSchema>;

/** The detail's `apps` from the statuses an account has: all seven, inactive where it has none. */
export function watchTowerApps(statuses: Partial<Record<AppId, AppStatus>>): WatchTowerAccountDetail['apps'] {
  return Object.fromEntries(
    APP_IDS.map((id) => [id, { id, status: statuses[id] ?? 'inactive' }]),
  ) as WatchTowerAccountDetail['apps'];
}

/** Statistics point (spec 000 §3): a calendar date and a count. */
export const statisticsPointSchema = z.object({
  date: z.iso.date(),
  count: z.number().nonnegative(),
});
export type StatisticsPoint = z.infer<typeof statisticsPointSchema>;

/** A daily series in ascending date order. */
export const statisticsSeriesSchema = z.array(statisticsPointSchema);
export type StatisticsSeries = z.infer<typeof statisticsSeriesSchema>;

export const appSeriesSchema = z.partialRecord(appIdSchema, statisticsSeriesSchema);
export type AppSeries = z.infer<typeof appSeriesSchema>;

/** Account statistics (spec 000 §3): the global series plus one series per app. */
export const accountStatisticsSchema = z.object({
  global: statisticsSeriesSchema,
  apps: appSeriesSchema,
});
export type AccountStatistics = z.infer<typeof accountStatisticsSchema>;

/** Summary statistics (spec 000 §3): paidAccounts is cumulative, its last value is the total. */
export const summaryStatisticsSchema = accountStatisticsSchema.extend({
  paidAccounts: statisticsSeriesSchema,
});
export type SummaryStatistics = z.infer<typeof summaryStatisticsSchema>;
