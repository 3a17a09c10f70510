import type { SecretBox } from '../crypto/secret-box';
import { appendToSession } from '../sessions/session-store';
import type { WebhookTimeline } from './deliveries';

/**
 * Writes each attempt's webhook.delivered / webhook.failed on the session's timeline (apps.md §1, §2.1 drawer:
 * "Webhook delivered · 200") through the sessions' one path that appends events, in the attempt's transaction.
 */
export function sessionTimeline(secrets: SecretBox): WebhookTimeline {
  return async (tx, entry) => {
    await appendToSession(
      tx,
      { id: entry.sessionId, accountId: entry.accountId },
      { type: entry.type, detail: entry.detail },
      entry.at,
      secrets,
    );
  };
}
