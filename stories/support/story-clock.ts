import { MOCK_NOW } from '@console/api-client/mocks';
import { fixedClock, type Clock } from '@console/ui';
import { settledWithin } from './settle';

/** A held state (a button's Succeeded or Failed, a delayed spinner) ends on a timer at most this long. */
const HELD_STATE_MAX_MS = 3_000;

const running = new Set<object>();
const fixed = fixedClock(MOCK_NOW);

/**
 * Every story's clock (preview.tsx): "now" fixed at the mock store's instant, so dates render the same on every
 * run; timers on real time. It counts its short timers, so the screenshot can wait until the held states they end
 * are over (heldStatesEnded) instead of catching a button in Failed on one run and back at rest on the next.
 */
export const storyClock: Clock = {
  ...fixed,
  setTimeout(callback, ms) {
    if (ms > HELD_STATE_MAX_MS) return fixed.setTimeout(callback, ms);
    const timer = {};
    running.add(timer);
    const cancel = fixed.setTimeout(() => {
      running.delete(timer);
      callback();
    }, ms);
    return () => {
      running.delete(timer);
      cancel();
    };
  },
};

/** Resolves when no short timer of storyClock is pending (or after settle.ts's limit). */
export const heldStatesEnded = () => settledWithin(() => running.size === 0);
