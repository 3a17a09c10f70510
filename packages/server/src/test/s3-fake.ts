import { createHash } from 'node:crypto';
import { signSigV4 } from '../outbound/sigv4';
import type { FakeAnswer, RecordedRequest } from './https-fake';
import { startHttpsFake } from './https-fake';

/**
 * A local S3 (on the HTTPS fake) for the storage tests: it knows one access key and its buckets, checks each
 * request's SigV4 signature (Authorization header, x-amz-date, x-amz-content-sha256 against the body) and keeps
 * objects in memory. Both addressings: virtual-hosted (`{bucket}.s3.{region}.amazonaws.com`) and path-style
 * (`/{bucket}/{key}`). Refusals are S3's XML error bodies: InvalidAccessKeyId, SignatureDoesNotMatch,
 * XAmzContentSHA256Mismatch, NoSuchBucket, NoSuchKey.
 */
export async function startS3Fake(options: {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  buckets: string[];
}) {
  const objects = new Map<string, Buffer>();
  /** Every object ever written, in order (a test file is deleted right after: it stays listed here). */
  const written: string[] = [];
  /** When set, every request is answered with this (a 500, a slow answer ...). */
  let override: ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) | undefined;

  const error = (status: number, code: string, message: string): FakeAnswer => ({
    status,
    headers: { 'content-type': 'application/xml' },
    body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`,
  });

  function handle(request: RecordedRequest): FakeAnswer | Promise<FakeAnswer> {
    if (override) return override(request);
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(',') : (value ?? '');
    };
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        header('authorization'),
      );
    if (!auth) return error(403, 'AccessDenied', 'Access Denied');
    const [, keyId, , region, signedHeaders = '', signature] = auth;
    if (keyId !== options.accessKeyId)
      return error(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    const contentSha = header('x-amz-content-sha256');
    if (contentSha !== createHash('sha256').update(request.raw).digest('hex'))
      return error(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    const url = new URL(request.url, 'https://s3.fake');
    const headers = Object.fromEntries(signedHeaders.split(';').map((name) => [name, header(name)]));
    const expected = signSigV4(
      { method: request.method, path: url.pathname, query: '', headers, body: '' },
      { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      region ?? '',
      's3',
    ).authorization;
    if (region !== options.region || !expected?.endsWith(`Signature=${signature ?? ''}`))
      return error(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      );
    const virtual = /^(.+)\.s3\.[a-z0-9-]+\.amazonaws\.com$/.exec(header('host').replace(/:\d+$/, ''));
    const segments = url.pathname.slice(1).split('/');
    const bucket = virtual ? virtual[1] : segments.shift();
    const key = (virtual ? url.pathname.slice(1) : segments.join('/'))
      .split('/')
      .map(decodeURIComponent)
      .join('/');
    if (!bucket || !options.buckets.includes(bucket))
      return error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const place = `${bucket}/${key}`;
    if (request.method === 'PUT') {
      objects.set(place, request.raw);
      written.push(place);
      return {
        status: 200,
        headers: { etag: `"${createHash('md5').update(request.raw).digest('hex')}"` },
        body: '',
      };
    }
    if (request.method === 'DELETE') {
      objects.delete(place);
      return { status: 204, body: '' };
    }
    if (request.method === 'GET') {
      const object = objects.get(place);
      return object
        ? { status: 200, body: object.toString('latin1') }
        : error(404, 'NoSuchKey', 'The specified key does not exist.');
    }
    return error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  const fake = await startHttpsFake(handle);
  return {
    ...fake,
    objects,
    written,
    /** Answers every request with `answer` from now on; undefined goes back to S3's behaviour. */
    failWith(answer: ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>) | undefined) {
      override = answer;
    },
  };
}
export type S3Fake = Awaited<ReturnType<typeof startS3Fake>>;
