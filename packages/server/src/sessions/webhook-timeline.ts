import type { AppDeps } from '../deps';
import type { WebhookTimeline } from '../webhooks/deliveries';
import { appendEvent, lockSession } from './session-store';

/**
 * A delivery's outcome on its session's timeline ("14:02:11 · Webhook delivered · 200"), appended through the one
 * path that moves sessions, in the deliveries' own transaction. A session gone (or of another account) is skipped.
 */
export function webhookTimeline(deps: Pick<AppDeps, 'secrets'>): WebhookTimeline {
  return async (tx, entry) => {
    const row = await lockSession(tx, entry.sessionId, entry.accountId);
    if (!row) return;
    await appendEvent(tx, row, { type: entry.type, detail: entry.detail }, entry.at, {
      secrets: deps.secrets,
      now: entry.at,
    });
  };
}
