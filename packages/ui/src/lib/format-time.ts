/**
 * A moment's time of day, 24-hour with seconds, in the viewer's time zone, as logs write it: "14:02:11" (spec
 * apps.md §6). `timeZone` defaults to the browser's.
 */
export function formatTimeOfDay(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

const ACRONYMS: Record<string, string> = { sms: 'SMS', otp: 'OTP', ivr: 'IVR', pdf: 'PDF', api: 'API' };

/**
 * An event type in words (spec apps.md §6): `webhook.delivered` → "Webhook delivered", `session.timed_out` →
 * "Session timed out", `sms.sent` → "SMS sent", `link.opened` → "Link opened".
 */
export function eventTypeLabel(type: string): string {
  const words = type.split(/[._]/).filter(Boolean);
  const text = words.map((word) => ACRONYMS[word] ?? word).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
