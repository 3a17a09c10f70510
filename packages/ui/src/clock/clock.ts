/** Stops a timer a clock started; calling it again, or after the timer ran, does nothing. */
export type CancelTimer = () => void;

/**
 * Where product code reads "now" and starts timers, so that stories and tests can pass a fixed time instead of
 * faking the global `Date` (which collides with the real timers of React, TanStack and Ark).
 */
export interface Clock {
  now: () => Date;
  /** Calls `callback` once after `ms`. */
  setTimeout: (callback: () => void, ms: number) => CancelTimer;
  /** Calls `callback` every `ms` until cancelled. */
  setInterval: (callback: () => void, ms: number) => CancelTimer;
}

/**
 * The browser's time and timers. The globals are read at each call, not when this module loads, so a unit test's
 * fake timers (vi.useFakeTimers) drive code running on the real clock.
 */
export const realClock: Clock = {
  now: () => new Date(),
  setTimeout: (callback, ms) => {
    const id = globalThis.setTimeout(callback, ms);
    return () => globalThis.clearTimeout(id);
  },
  setInterval: (callback, ms) => {
    const id = globalThis.setInterval(callback, ms);
    return () => globalThis.clearInterval(id);
  },
};

/** "Now" is always `at`; timers run on real time. For stories and screenshots: every date renders the same. */
export function fixedClock(at: Date | string | number): Clock {
  const time = new Date(at).getTime();
  return { ...realClock, now: () => new Date(time) };
}

/** Resolves after `ms` on `clock`; rejects with the signal's reason when `signal` aborts first. */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const abort = () => {
      cancel();
      reject(signal?.reason as Error);
    };
    const cancel = clock.setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', abort, { once: true });
  });
}
