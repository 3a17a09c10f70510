import type { Clock } from '@console/ui';

interface Timer {
  due: number;
  every: number | undefined;
  callback: () => void;
}

/**
 * A clock whose time moves only when the story says (`advance(ms)`), for a screen whose timers must hold still
 * (a countdown in a screenshot) or be moved on at once. It replaces no global: the screen gets it from a ClockProvider.
 */
export function manualClock(at: Date): Clock & { advance: (ms: number) => void; pending: () => number } {
  let now = at.getTime();
  const timers = new Set<Timer>();
  const start = (callback: () => void, ms: number, every?: number) => {
    const timer: Timer = { due: now + ms, every, callback };
    timers.add(timer);
    return () => void timers.delete(timer);
  };
  return {
    now: () => new Date(now),
    setTimeout: (callback, ms) => start(callback, ms),
    setInterval: (callback, ms) => start(callback, ms, ms),
    /** How many timers wait to fire. */
    pending: () => timers.size,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...timers].sort((a, b) => a.due - b.due)[0];
        if (!next || next.due > end) break;
        now = next.due;
        if (next.every === undefined) timers.delete(next);
        else next.due += next.every;
        next.callback();
      }
      now = end;
    },
  };
}
