import { z } from 'zod';
import { appIdSchema } from '../apps';
import type { AppId } from '../apps';

/**
 * The shared entities of the seven apps (spec apps.md §1): a session an agent sends during a call, and the events
 * that move it. The server stores them, the mocks seed them, the console lists them; this file is their one shape.
 */
export const SESSION_STATUSES = ['pending', 'success', 'failure', 'timeout'] as const;
export const sessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** The statuses a session ends in; customer search lists these only (apps.md §1). */
export const TERMINAL_SESSION_STATUSES = ['success', 'failure', 'timeout'] as const satisfies SessionStatus[];

export const sessionAgentSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
});
export type SessionAgent = z.infer<typeof sessionAgentSchema>;

/** One session (apps.md §1). `details` is per app (§3); `metadata` is the caller's, strings only. */
export const appSessionSchema = z.object({
  id: z.string().min(1),
  app: appIdSchema,
  status: sessionStatusSchema,
  /** Why a session failed or ended (a code such as `max_attempts`); null while pending or on success. */
  reason: z.string().nullable(),
  /** Per app, e.g. `viewed`, `needs_review`, `refunded`; null when the app has none to say. */
  subStatus: z.string().nullable(),
  sessionRef: z.string(),
  customerRef: z.string(),
  /** E.164; the console shows it in international format. */
  phoneNumber: z.string(),
  agent: sessionAgentSchema,
  createdAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  expiresAt: z.iso.datetime({ offset: true }),
  details: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.string()),
});
export type AppSession = z.infer<typeof appSessionSchema>;

/** The event types every app shares (apps.md §1); apps add their own steps (e.g. `document.viewed`). */
export const SHARED_EVENT_TYPES = [
  'session.created',
  'session.succeeded',
  'session.failed',
  'session.timed_out',
  'sms.sent',
  'sms.delivered',
  'sms.failed',
  'sms.blocked',
  /** Document signature's reminder (apps.md §3.3), while the link is unopened. */
  'sms.reminder_sent',
  'link.opened',
  'webhook.delivered',
  'webhook.failed',
  'storage.delivered',
  'storage.failed',
] as const;

/** One timeline entry (apps.md §1): `detail` is the short text after the label, e.g. "200" for a webhook. */
export const sessionEventSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  type: z.string().min(1),
  detail: z.string().nullable(),
});
export type SessionEvent = z.infer<typeof sessionEventSchema>;

/** GET /{app}/sessions/{id} and GET /v1/sessions/{id}: the session with its events, oldest first. */
export const appSessionWithEventsSchema = appSessionSchema.extend({ events: z.array(sessionEventSchema) });
export type AppSessionWithEvents = z.infer<typeof appSessionWithEventsSchema>;

/** Page sizes of every app list (apps.md §0), 25 by default. */
export const SESSION_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_SESSION_PAGE_SIZE = 25;

/** A custom date range spans at most this many days (apps.md §2.2). */
export const MAX_SESSION_RANGE_DAYS = 366;

/** The dashboard's and the list's preset ranges in days (apps.md §2.1, §2.2); 30 by default. */
export const SESSION_RANGES = [7, 30, 90] as const;
export type SessionRange = (typeof SESSION_RANGES)[number];
export const DEFAULT_SESSION_RANGE: SessionRange = 30;
export const sessionRangeSchema = z.coerce
  .number()
  .refine((days): days is SessionRange => (SESSION_RANGES as readonly number[]).includes(days), {
    error: 'Range must be 7, 30 or 90 days',
  }) as unknown as z.ZodType<SessionRange>;

/**
 * GET /{app}/sessions query (apps.md §2.2). `status` repeats (`status[]=success&status[]=failure`); `from` and `to`
 * are ISO instants (the console turns the picked days into the viewer's midnight boundaries); `q` matches
 * customerRef (prefix, case-insensitive), an E.164 prefix or a session id / sessionRef, and a payment's card last 4
 * or provider payment id; `refunded=true` keeps refunded payments; `sort` is by creation time.
 * Paging as the audit log: `lastKey` from the previous page's `x-last-key`, `limit` one of SESSION_PAGE_SIZES.
 */
export const sessionListQuerySchema = z.object({
  status: z.array(sessionStatusSchema).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['-createdAt', 'createdAt']).default('-createdAt'),
  /** Payments: only those refunded in full or in part (apps.md §3.5 "Filter Refunded"). */
  refunded: z.union([z.boolean(), z.stringbool()]).optional(),
  limit: z.coerce
    .number()
    .int()
    .refine((size) => (SESSION_PAGE_SIZES as readonly number[]).includes(size), {
      error: 'Limit must be 10, 25, 50 or 100',
    })
    .default(DEFAULT_SESSION_PAGE_SIZE),
  lastKey: z.string().max(200).optional(),
});
export type SessionListQuery = z.input<typeof sessionListQuerySchema>;

/** One day of the dashboard's chart: sessions created that day by their status now. */
export const sessionDaySchema = z.object({
  date: z.iso.date(),
  success: z.number().int().nonnegative(),
  failure: z.number().int().nonnegative(),
  timeout: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
});
export type SessionDay = z.infer<typeof sessionDaySchema>;

/** Totals of a period; `successRate` is success ÷ (success+failure+timeout) in percent, one decimal, null if none. */
export const sessionTotalsSchema = z.object({
  sessions: z.number().int().nonnegative(),
  success: z.number().int().nonnegative(),
  failure: z.number().int().nonnegative(),
  timeout: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  successRate: z.number().min(0).max(100).nullable(),
});
export type SessionTotals = z.infer<typeof sessionTotalsSchema>;

/** Money collected in a period, in minor units of an ISO 4217 currency (payments apps only). */
export const amountTotalSchema = z.object({ currency: z.string().length(3), total: z.number().int() });

/** GET /{app}/statistics/summary?range= (apps.md §2.1): this period, the one before it, and one row per day. */
export const statisticsSummarySchema = z.object({
  totals: sessionTotalsSchema,
  previous: sessionTotalsSchema,
  series: z.array(sessionDaySchema),
  amounts: z.array(amountTotalSchema).optional(),
});
export type StatisticsSummary = z.infer<typeof statisticsSummarySchema>;

/** The activity tab of each app (apps.md §2.2) and the noun its lists use (§6). */
export const ACTIVITY_TABS = {
  'one-time-passcode': { path: 'authentications', noun: 'authentications' },
  passkeys: { path: 'activity', noun: 'sessions' },
  'document-signature': { path: 'signatures', noun: 'signatures' },
  'e-form': { path: 'submissions', noun: 'submissions' },
  payments: { path: 'payments', noun: 'payments' },
  'gateway-payments': { path: 'payments', noun: 'payments' },
  'identity-verification': { path: 'verifications', noun: 'verifications' },
} as const satisfies Record<AppId, { path: string; noun: string }>;
