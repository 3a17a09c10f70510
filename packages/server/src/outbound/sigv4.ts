import { createHash, createHmac } from 'node:crypto';

export interface SigV4Request {
  method: string;
  /** Absolute path, already URI-encoded. */
  path: string;
  /** Canonical query string (sorted, encoded), empty when none. */
  query?: string;
  /** Every header to sign, `host` included. */
  headers: Record<string, string>;
  body: string;
}

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** `20150830T123600Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * AWS Signature Version 4 by hand (node:crypto): canonical request, string to sign, the derived
 * signing key and the Authorization header. Answers the headers to send (the request's own plus
 * Authorization); `x-amz-date` must already be among them.
 */
export function signSigV4(
  request: SigV4Request,
  credentials: SigV4Credentials,
  region: string,
  service: string,
): Record<string, string> {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name.toLowerCase(),
      value.trim().replace(/\s+/g, ' '),
    ]),
  );
  const date = headers['x-amz-date'];
  if (!date) throw new Error('x-amz-date is required');
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.path,
    request.query ?? '',
    names.map((name) => `${name}:${headers[name] ?? ''}\n`).join(''),
    signedHeaders,
    headers['x-amz-content-sha256'] ?? sha256(request.body),
  ].join('\n');
  const day = date.slice(0, 8);
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  return {
    ...request.headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
