/**
 * The stories' clock.
 *
 * Every story runs at FIXED_NOW: the preview fakes `Date` (only `Date`) before each story, so dates render the same
 * on every run and every machine.
 *
 * A story that proves timings (1250 ms, 1875 ms, 300 ms debounce, ...) controls the timers too. Two ways:
 *
 * 1. Preferred: wrap the play function. The timers are faked only while the play function runs and are restored
 *    in `finally`, so axe, the screenshot and Storybook's own waits never see a frozen clock.
 *
 *      play: withStoryClock(async ({ canvas, clock, user }) => {
 *        await user.click(canvas.getByRole('button'));
 *        await clock.tickAsync(1249);
 *        expect(...);
 *      }),
 *
 *    `user` is a userEvent instance whose delays advance the fake clock.
 *
 * 2. `parameters: { clock: 'manual' }` makes the preview fake the timers from before the first render until the
 *    story's afterEach; the play function reads the clock with `useStoryClock()`. Use it only when the timer starts
 *    during the first render (a mount effect).
 *
 * With fake timers, do not use `waitFor` or `findBy*` (they poll on timers): advance the clock, then assert.
 */
import { install } from '@sinonjs/fake-timers';
import { userEvent } from 'storybook/test';
import { realWaitFor } from './real-time';

export const FIXED_NOW = new Date('2026-11-21T10:00:00.000Z');

const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] as const;

/** The fake clock a story's play function advances (`await clock.tickAsync(ms)`). */
export type StoryClock = ReturnType<typeof install>;

let current: StoryClock | undefined;

/** Fakes `Date` at FIXED_NOW, or every timer when `manual`. Returns the uninstall function. */
export function installStoryClock(manual: boolean): () => void {
  uninstallStoryClock();
  const clock = install({ now: FIXED_NOW, toFake: manual ? [...TIMERS] : ['Date'] });
  current = clock;
  // Testing Library (inside Storybook's userEvent) ends each event with a setTimeout(0). With faked timers it
  // advances them through `jest.advanceTimersByTime` when a `jest` global exists, instead of waiting forever.
  if (manual) Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => clock.tick(ms) } });
  return uninstallStoryClock;
}

export function uninstallStoryClock(): void {
  current?.uninstall();
  current = undefined;
  Reflect.deleteProperty(globalThis, 'jest');
}

/** The clock of a story with `parameters: { clock: 'manual' }`. */
export function useStoryClock(): StoryClock {
  if (!current) throw new Error('useStoryClock() needs parameters: { clock: "manual" } on the story');
  return current;
}

type ClockedContext<C> = C & { clock: StoryClock; user: ReturnType<typeof userEvent.setup> };

/** Runs a play function with every timer faked (see the file's doc). */
export function withStoryClock<C extends object>(play: (context: ClockedContext<C>) => Promise<void>) {
  return async (context: C): Promise<void> => {
    installStoryClock(true);
    const clock = useStoryClock();
    const user = userEvent.setup({ advanceTimers: (ms) => clock.tickAsync(ms).then(() => undefined) });
    try {
      await play({ ...context, clock, user });
    } finally {
      // Back to the fixed Date only, as every other story has it.
      installStoryClock(false);
    }
  };
}

/**
 * Under a manual clock, runs due timers and polls on real time until `done`, so requests and renders go on while
 * the fake clock stands still. The timeout is generous: a loaded two-core machine can take seconds.
 */
export const runUntil = (done: () => boolean, clock: StoryClock, what: string) =>
  realWaitFor(done, { what, timeout: 20_000, between: () => clock.tickAsync(0) });
