import { performance } from 'node:perf_hooks';
import { WEBHOOK_RESPONSE_EXCERPT_BYTES, WEBHOOK_TIMEOUT_MS } from '@console/api-client';
import type { Outbound } from '../outbound/outbound';
import { OutboundError } from '../outbound/outbound';
import { signatureHeaders } from './sign';

/** What one POST to an endpoint came to: delivered only on a 2xx within WEBHOOK_TIMEOUT_MS. */
export interface AttemptResult {
  delivered: boolean;
  /** null when no answer came (time-out, refused address, network failure). */
  statusCode: number | null;
  durationMs: number;
  /** The first 1 KB of the answer's body; null without an answer. */
  responseExcerpt: string | null;
  /** Why it failed, in words the console shows ("timed out", the guard's refusal); null when delivered. */
  error: string | null;
}

/** The first `bytes` bytes of `text`, never cutting a character in two. */
function excerpt(text: string, bytes = WEBHOOK_RESPONSE_EXCERPT_BYTES): string {
  const buffer = Buffer.from(text, 'utf8');
  if (buffer.length <= bytes) return text;
  let end = bytes;
  // Step back over continuation bytes (10xxxxxx) so the cut falls between characters.
  while (end > 0 && ((buffer[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return buffer.subarray(0, end).toString('utf8');
}

/**
 * POSTs one signed webhook through the outbound guard (https only, public addresses, no redirects followed, 15 s):
 * `secrets` are the live signing secrets, current first. The duration is measured, not read from the clock.
 */
export async function sendSigned(
  outbound: Outbound,
  request: { url: string; body: string; eventId: string; secrets: readonly string[]; at: Date },
): Promise<AttemptResult> {
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'contact-centre-console-webhooks/1',
    ...signatureHeaders(request.secrets, request.body, request.eventId, request.at),
  };
  const started = performance.now();
  const duration = () => Math.round(performance.now() - started);
  try {
    const answer = await outbound.request({
      url: request.url,
      method: 'POST',
      headers,
      body: request.body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
    });
    const delivered = answer.status >= 200 && answer.status < 300;
    return {
      delivered,
      statusCode: answer.status,
      durationMs: duration(),
      responseExcerpt: excerpt(answer.body),
      error: delivered ? null : `HTTP ${answer.status}`,
    };
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    return {
      delivered: false,
      statusCode: null,
      durationMs: duration(),
      responseExcerpt: null,
      error: error.reason === 'timeout' ? 'timed out' : error.message,
    };
  }
}
