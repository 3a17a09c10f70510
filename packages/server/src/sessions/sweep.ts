import type { AppDeps } from '../deps';
import type { JobHandler } from '../jobs/runner';
import { appendToSession } from './session-store';

/** The expiry sweep's job kind; migration 0010 enqueues its one row (singleton), which moves on every minute. */
export const SWEEP_JOB = 'sessions.sweep';
export const SWEEP_INTERVAL_MS = 60_000;
const BATCH = 500;

/**
 * Moves every pending session past its expires_at to timeout (`session.timed_out`), each in its own transaction
 * through the one path that moves sessions (appendEvent), in batches; answers how many it moved.
 */
export async function sweepExpiredSessions(deps: AppDeps): Promise<number> {
  let moved = 0;
  for (;;) {
    const now = deps.clock.now();
    const due = await deps.db
      .selectFrom('app_sessions')
      .select('id')
      .where('status', '=', 'pending')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(BATCH)
      .execute();
    for (const { id } of due) {
      const timedOut = await deps.db
        .transaction()
        .execute((tx) =>
          appendToSession(
            tx,
            { id, pendingOnly: true },
            { type: 'session.timed_out', reason: 'expired' },
            now,
            deps.secrets,
          ),
        );
      if (timedOut) moved += 1;
    }
    if (due.length < BATCH) return moved;
  }
}

export function sweepJob(deps: AppDeps): JobHandler {
  return {
    async run() {
      await sweepExpiredSessions(deps);
      return { rerunAt: new Date(deps.clock.now().getTime() + SWEEP_INTERVAL_MS) };
    },
  };
}
