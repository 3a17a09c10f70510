import { z } from 'zod';

/** Caps of a crash report (our choice): enough for a stack trace, small enough to store every crash. */
export const CRASH_REPORT_LIMITS = { message: 2000, stack: 16_000, url: 2000, userAgent: 500, release: 100 };

/** What the console sends when it crashes (POST /errors). Sizes are capped; `errorReportFrom` trims to fit. */
export const errorReportSchema = z.object({
  message: z.string().min(1).max(CRASH_REPORT_LIMITS.message),
  stack: z.string().max(CRASH_REPORT_LIMITS.stack).optional(),
  url: z.string().min(1).max(CRASH_REPORT_LIMITS.url),
  occurredAt: z.iso.datetime({ offset: true }),
  userAgent: z.string().max(CRASH_REPORT_LIMITS.userAgent),
  release: z.string().max(CRASH_REPORT_LIMITS.release).optional(),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

/** A stored crash as operators see it in Watch Tower, with the account and admin that reported it, if known. */
export const crashReportSchema = z.object({
  id: z.string().min(1),
  message: z.string(),
  stack: z.string().nullable(),
  url: z.string(),
  userAgent: z.string(),
  release: z.string().nullable(),
  occurredAt: z.iso.datetime({ offset: true }),
  receivedAt: z.iso.datetime({ offset: true }),
  account: z.object({ id: z.string(), name: z.string() }).nullable(),
  admin: z.object({ id: z.string(), email: z.string() }).nullable(),
});
export type CrashReport = z.infer<typeof crashReportSchema>;

/** One page of a Watch Tower list, newest first: `lastKey` is the next page's cursor, null on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int().nonnegative(), lastKey: z.string().nullable() });

export const crashReportPageSchema = pageOf(crashReportSchema);
export type CrashReportPage = z.infer<typeof crashReportPageSchema>;

/** Page size of the Watch Tower lists (crash reports, support tickets). */
export const WATCH_TOWER_PAGE_SIZE = 25;

const cap = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The report of `error`, trimmed to the caps so a long stack never gets the report refused. */
export function errorReportFrom(
  error: unknown,
  context: { url: string; userAgent: string; occurredAt: Date; release?: string | undefined },
): ErrorReport {
  const message =
    error instanceof Error
      ? error.message || error.name
      : typeof error === 'string'
        ? error
        : 'Unknown error';
  const stack = error instanceof Error ? error.stack : undefined;
  return {
    message: cap(message || 'Unknown error', CRASH_REPORT_LIMITS.message),
    ...(stack ? { stack: cap(stack, CRASH_REPORT_LIMITS.stack) } : {}),
    url: cap(context.url || 'unknown', CRASH_REPORT_LIMITS.url),
    occurredAt: context.occurredAt.toISOString(),
    userAgent: cap(context.userAgent, CRASH_REPORT_LIMITS.userAgent),
    ...(context.release ? { release: cap(context.release, CRASH_REPORT_LIMITS.release) } : {}),
  };
}
