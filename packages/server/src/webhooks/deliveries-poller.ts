import type { DeliveryDeps, WebhookTimeline } from './deliveries';
import { pruneDeliveries, runDueDeliveries } from './deliveries';

const PRUNE_EVERY_MS = 3_600_000;

/**
 * Polls the deliveries queue every `intervalMs` (start-server.ts starts it; tests call runDueDeliveries with the
 * injected clock instead). Our own small poller over the table: deliveries keep their own schedule and state, which
 * the console lists, so the table is the queue. `stop()` ends the timer and waits for the run in progress; what it
 * had claimed and not finished is due again when its lease runs out.
 *
 * Why not a recurring kind of the job runner (jobs/runner.ts, as the expiry sweep is): the runner runs its jobs one
 * after another, so a batch of deliveries to slow endpoints (15 s each before they time out) would hold back the
 * SMS of a waiting agent; and a per-second recurring job would rewrite its jobs row every second. Two timers over two
 * tables cost less than either.
 */
export function startDeliveriesPoller(deps: DeliveryDeps, timeline?: WebhookTimeline, intervalMs = 1000) {
  let running: Promise<void> | undefined;
  let prunedAt = 0;
  const tick = async () => {
    try {
      await runDueDeliveries(deps, timeline);
      const now = deps.clock.now();
      if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now.getTime();
        await pruneDeliveries(deps.db, now);
      }
    } catch (error) {
      console.error('webhook deliveries:', error);
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
