import type {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpointStatus,
  WebhookTestResult,
} from '@console/api-client';

const count = new Intl.NumberFormat('en-US');

/** The Status column's words and badge tones (apps.md §2.7). */
export const ENDPOINT_STATUS: Record<
  WebhookEndpointStatus,
  { label: string; tone: 'success' | 'neutral' | 'warning' }
> = {
  enabled: { label: 'Enabled', tone: 'success' },
  disabled: { label: 'Disabled', tone: 'neutral' },
  'auto-disabled': { label: 'Auto-disabled', tone: 'warning' },
};

export const DELIVERY_STATUS: Record<
  WebhookDeliveryStatus,
  { label: string; tone: 'success' | 'danger' | 'neutral' }
> = {
  succeeded: { label: 'Succeeded', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  pending: { label: 'Pending', tone: 'neutral' },
};

const isSuccess = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/**
 * What the endpoint said to a test event, inline under its row (apps.md §2.7): "Delivered · 200 · 142 ms",
 * "Failed · 500", or "Failed · timed out" when no answer came in time.
 */
export function testResultText(result: WebhookTestResult): string {
  if (result.statusCode === null)
    return `Failed · ${result.error && !/time/i.test(result.error) ? result.error : 'timed out'}`;
  if (isSuccess(result.statusCode))
    return `Delivered · ${result.statusCode} · ${count.format(result.durationMs)} ms`;
  return `Failed · ${result.statusCode}`;
}

export const testSucceeded = (result: WebhookTestResult) =>
  result.statusCode !== null && isSuccess(result.statusCode);

/** A delivery's status code, or "—" when its last attempt timed out or never reached the endpoint. */
export const statusCodeText = (statusCode: number | null) => (statusCode === null ? '—' : String(statusCode));

/** "142 ms"; "—" without a measured attempt. */
export const durationText = (durationMs: number | null) =>
  durationMs === null ? '—' : `${count.format(durationMs)} ms`;

/** The request body as sent, indented when it is JSON (it always is from our server; anything else as is). */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** "6c1f0a…93be21": a long id shortened 6…6, as session ids are (apps.md §0). */
export function shortId(id: string): string {
  return id.length <= 14 ? id : `${id.slice(0, 6)}…${id.slice(-6)}`;
}

/** Deliveries Retry is offered on failed rows only (apps.md §2.7). */
export const canRetry = (delivery: Pick<WebhookDelivery, 'status'>) => delivery.status === 'failed';
