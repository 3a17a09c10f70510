/** The server's notion of now, injected so tests can move time (token expiry, invitations). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests set and advance by hand. */
export function manualClock(start: Date): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => void (current = date.getTime()),
    advance: (ms) => void (current += ms),
  };
}
