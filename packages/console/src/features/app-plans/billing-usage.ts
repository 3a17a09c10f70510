import type { AppStatus, Usage } from '@console/api-client';
import type { PlanUsage } from '@console/ui';

/**
 * The billing dates as a reader says them, "Nov 30, 2026": in UTC, as the server's billing period is the calendar
 * month in UTC (a viewer west of Greenwich would otherwise see the period start on the last day of the month before).
 */
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * "Nov 1, 2026 – Nov 30, 2026", or null when the server sent no period. The server's end is exclusive (the next
 * month's first instant), so the last day shown is the one before it.
 */
export function formatPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
): string | null {
  if (!start || !end) return null;
  return `${date.format(new Date(start))} – ${date.format(new Date(new Date(end).getTime() - 1))}`;
}

/** The cancel dialog's {periodEnd}, the instant agents stop; "the end of the period" when the server did not say. */
export function formatPeriodEnd(end: string | null | undefined): string {
  return end ? date.format(new Date(end)) : 'the end of the period';
}

/** A free trial counts credits against its allowance; a plan counts the period's sessions (apps.md §2.1, §2.4). */
export function planUsage(
  status: AppStatus,
  usage: Pick<Usage, 'credits' | 'freeTier' | 'sessionsThisPeriod'>,
): PlanUsage {
  if (status === 'free-trial' || status === 'inactive')
    return { kind: 'credits', credits: usage.credits, freeTier: usage.freeTier };
  return { kind: 'sessions', sessionsThisMonth: usage.sessionsThisPeriod };
}

/** A free trial whose credits are all used: new sessions get 402 CREDITS_EXHAUSTED (apps.md §2.4). */
export function creditsUsedUp(status: AppStatus, usage: Pick<Usage, 'credits' | 'freeTier'>): boolean {
  return status === 'free-trial' && usage.freeTier > 0 && usage.credits >= usage.freeTier;
}
