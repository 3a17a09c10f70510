/**
 * Deterministic statistics for the chart stories: 730 days ending on the stories' fixed day (2026-11-21), from a
 * seeded integer generator (mulberry32), so every run and every machine draws the same charts.
 */
import type { SeriesPoint } from '@console/ui';

export const LAST_DAY = Date.UTC(2026, 10, 21);
const DAY_MS = 86_400_000;

/** A seeded generator of numbers in [0, 1). */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dateOf = (dayIndex: number, days: number) =>
  new Date(LAST_DAY - (days - 1 - dayIndex) * DAY_MS).toISOString().slice(0, 10);

/** Daily tasks: growth over the period, quieter weekends, and noise. */
export function tasksSeries(seed: number, days = 730, scale = 1): SeriesPoint[] {
  const random = seeded(seed);
  return Array.from({ length: days }, (_, i) => {
    const weekday = new Date(LAST_DAY - (days - 1 - i) * DAY_MS).getUTCDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.45 : 1;
    const trend = 40 + (160 * i) / days;
    return { date: dateOf(i, days), count: Math.round(scale * trend * weekend * (0.7 + 0.6 * random())) };
  });
}

/** Paid accounts, cumulative: a few sign-ups most weeks, an occasional cancellation. */
export function paidAccountsSeries(seed: number, days = 730): SeriesPoint[] {
  const random = seeded(seed);
  let total = 38;
  return Array.from({ length: days }, (_, i) => {
    const roll = random();
    total += roll > 0.985 ? -1 : roll > 0.62 ? 1 : 0;
    return { date: dateOf(i, days), count: total };
  });
}

/** The seven apps of spec 000 §1 with the registry's titles; colours come from the `app.<id>` tokens. */
export const APPS = [
  { id: 'passkeys', title: 'Passkeys' },
  { id: 'one-time-passcode', title: 'One-Time Passcode' },
  { id: 'document-signature', title: 'Document Signature' },
  { id: 'e-form', title: 'E-Form' },
  { id: 'payments', title: 'Payments' },
  { id: 'identity-verification', title: 'Identity Verification' },
  { id: 'gateway-payments', title: 'Gateway Payments' },
] as const;

/** Per-app tasks: each app its own seed and size. */
export const tasksByApp = (days = 730): Record<string, SeriesPoint[]> =>
  Object.fromEntries(APPS.map((app, i) => [app.id, tasksSeries(101 + i, days, 1 / (i + 1.5))]));
