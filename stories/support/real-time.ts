/**
 * Real time while a story fakes the timers (parameters.clock 'manual' or withStoryClock): the browser's own
 * setTimeout, captured when this module loads, before any story installs its fake clock. For letting the network
 * (MSW) and React's scheduler run between `clock.tickAsync` steps; never for asserting a duration.
 */
export const realSetTimeout = globalThis.setTimeout.bind(globalThis);

export function realDelay(ms: number): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, ms));
}

/** One real task: React renders on a MessageChannel task, which no fake clock controls. */
export const realTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

export interface RealWaitOptions {
  /** Named in the error when the condition never holds. */
  what?: string;
  timeout?: number;
  /** Runs between polls, e.g. `() => clock.tickAsync(0)` to flush work queued on the fake clock. */
  between?: () => Promise<unknown>;
}

/** Polls `condition` on real time until it holds (or `timeout` ms pass), for use under a fake clock. */
export async function realWaitFor(
  condition: () => boolean,
  { what = 'the condition', timeout = 3000, between }: RealWaitOptions = {},
): Promise<void> {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited >= timeout)
      throw new Error(
        `realWaitFor: ${what} did not happen in time: ${document.body.innerText.slice(0, 600)}`,
      );
    await between?.();
    await realDelay(20);
  }
}
