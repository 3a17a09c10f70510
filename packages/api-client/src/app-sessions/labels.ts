import type { AppId } from '../apps';
import type { AppSession, SessionStatus } from './schemas';

type TerminalLabels = { success: string; failure: string; timeout: string };

/** Status labels per app (apps.md §1); pending is "Pending" everywhere. Passkeys' success depends on the type. */
const TERMINAL_LABELS = {
  'one-time-passcode': { success: 'Verified', failure: 'Failed', timeout: 'Expired' },
  passkeys: { success: 'Authenticated', failure: 'Failed', timeout: 'Expired' },
  'document-signature': { success: 'Signed', failure: 'Declined', timeout: 'Expired' },
  'e-form': { success: 'Submitted', failure: 'Failed', timeout: 'Expired' },
  payments: { success: 'Paid', failure: 'Failed', timeout: 'Expired' },
  'gateway-payments': { success: 'Paid', failure: 'Failed', timeout: 'Expired' },
  'identity-verification': { success: 'Approved', failure: 'Declined', timeout: 'Expired' },
} as const satisfies Record<AppId, TerminalLabels>;

export function sessionStatusLabel(
  app: AppId,
  status: SessionStatus,
  details?: AppSession['details'],
): string {
  if (status === 'pending') return 'Pending';
  if (app === 'passkeys' && status === 'success' && details?.type === 'enrollment') return 'Enrolled';
  return TERMINAL_LABELS[app][status];
}

/** The status filter's options for an app, in the order the filter shows them. */
export function sessionStatusOptions(app: AppId): { value: SessionStatus; label: string }[] {
  return (['success', 'failure', 'timeout', 'pending'] as const).map((value) => ({
    value,
    label: sessionStatusLabel(app, value),
  }));
}

/** A timeline label is the event type in words (apps.md §6): `webhook.delivered` → "Webhook delivered". */
export function eventLabel(type: string): string {
  const words = type
    .replace(/^[a-z-]+\./, (prefix) => `${prefix.slice(0, -1).replace(/-/g, ' ')} `)
    .replace(/[._]/g, ' ')
    .trim();
  const text = words.replace(/^sms\b/, 'SMS');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
