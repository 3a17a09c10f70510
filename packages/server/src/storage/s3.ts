import { createHash } from 'node:crypto';
import type { Clock } from '../clock';
import type { Outbound } from '../outbound/outbound';
import { amzDate, signSigV4 } from '../outbound/sigv4';

/**
 * S3's REST API for one object (PUT Object, DELETE Object), signed with the server's one SigV4 implementation
 * (outbound/sigv4.ts, checked against AWS's test suite) and sent through the outbound guard (https, public
 * addresses, time-outs): one signer serves CloudWatch and S3 alike.
 *
 * Addressing: AWS itself (no endpoint) is virtual-hosted, `https://{bucket}.s3.{region}.amazonaws.com/{key}`; a custom
 * endpoint (MinIO, Wasabi, Cloudflare R2, ...) is path-style, `{endpoint}/{bucket}/{key}`, which every
 * S3-compatible service answers. The payload's SHA-256 is sent and signed as x-amz-content-sha256.
 */
export interface S3Target {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Why S3 refused: its error Code and Message when it answered with one (e.g. `SignatureDoesNotMatch: ...`). */
export class S3Error extends Error {
  override readonly name = 'S3Error';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** RFC 3986 encoding of each key segment, as SigV4's canonical URI for S3 wants it (slashes kept). */
const encodeKey = (key: string) =>
  key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

/** The object's URL and the parts SigV4 signs. */
export function s3ObjectUrl(target: Pick<S3Target, 'endpoint' | 'region' | 'bucket'>, key: string) {
  if (target.endpoint === '') {
    const host = `${target.bucket}.s3.${target.region}.amazonaws.com`;
    const path = `/${encodeKey(key)}`;
    return { url: `https://${host}${path}`, host, path };
  }
  const base = new URL(target.endpoint);
  const path = `/${encodeKey(target.bucket)}/${encodeKey(key)}`;
  return { url: `${base.origin}${path}`, host: base.host, path };
}

const tag = (xml: string, name: string) =>
  new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1]?.trim() || undefined;

async function send(
  outbound: Outbound,
  clock: Clock,
  target: S3Target,
  method: 'PUT' | 'DELETE',
  key: string,
  body?: Uint8Array,
): Promise<void> {
  const { url, host, path } = s3ObjectUrl(target, key);
  const headers: Record<string, string> = {
    host,
    'x-amz-date': amzDate(clock.now()),
    'x-amz-content-sha256': createHash('sha256')
      .update(body ?? new Uint8Array())
      .digest('hex'),
    ...(body
      ? { 'content-type': key.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream' }
      : {}),
  };
  const signed = signSigV4(
    { method, path, headers, body: '' },
    { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    target.region,
    's3',
  );
  const answer = await outbound.request({ url, method, headers: signed, body });
  if (answer.status >= 200 && answer.status < 300) return;
  const code = tag(answer.body, 'Code');
  const message = tag(answer.body, 'Message');
  throw new S3Error(
    code ? `${code}: ${message ?? `S3 answered ${answer.status}`}` : `S3 answered ${answer.status}`,
    answer.status,
    code,
  );
}

/** PUT Object: the bytes at `key`; throws S3Error (or the guard's OutboundError) when it was not stored. */
export function putS3Object(
  outbound: Outbound,
  clock: Clock,
  target: S3Target,
  key: string,
  body: Uint8Array,
) {
  return send(outbound, clock, target, 'PUT', key, body);
}

/** DELETE Object. */
export function deleteS3Object(outbound: Outbound, clock: Clock, target: S3Target, key: string) {
  return send(outbound, clock, target, 'DELETE', key);
}
