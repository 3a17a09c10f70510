import { APP_IDS } from '@console/api-client';

const DAY_MS = 86_400_000;
const END = Date.UTC(2026, 10, 21);

/** 730 days of deterministic counts for one app (no randomness: a benchmark must repeat). */
export function series(appIndex: number, days = 730) {
  return Array.from({ length: days }, (_, day) => ({
    date: new Date(END - (days - 1 - day) * DAY_MS).toISOString().slice(0, 10),
    count: Math.round(40 + 30 * Math.sin((day + appIndex * 11) / 9) + (day % 7) * 3 + appIndex * 5),
  }));
}

export const seriesByApp = Object.fromEntries(APP_IDS.map((id, index) => [id, series(index)]));

/** 730 days of sessions by status (deterministic): mostly successes, some failures and timeouts, a few pending. */
export function statusSeries(days = 730) {
  return series(0, days).map(({ date, count }, day) => ({
    date,
    success: count,
    failure: day % 5,
    timeout: day % 3,
    pending: day % 11 === 0 ? 1 : 0,
  }));
}
