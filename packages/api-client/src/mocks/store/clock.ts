/** The mocks' fixed clock: the same instant as the stories' clock (fixedClock(MOCK_NOW) in .storybook/preview.tsx). */
export const MOCK_NOW = new Date('2026-11-21T10:00:00.000Z');

export const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** `yyyy-mm-dd` of the UTC calendar day. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `count` consecutive UTC days ending on `end`'s day, oldest first. */
export function lastDays(end: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => isoDate(addDays(end, index - count + 1)));
}
