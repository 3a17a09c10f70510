import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { testCertificate } from './tls';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body's bytes as sent (a binary upload: an S3 object). */
  raw: Buffer;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * A local HTTPS server with the test certificate that records every request and answers with
 * `handler` (JSON bodies unless the body is a string).
 */
export async function startHttpsFake(handler: FakeHandler) {
  const { key, cert } = await testCertificate();
  const requests: RecordedRequest[] = [];
  let current = handler;
  const server = https.createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw.toString('utf8'),
        raw,
      };
      requests.push(request);
      void Promise.resolve(current(request)).then(({ status = 200, headers = {}, body }) => {
        const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    requests,
    url: (path = '/') => `https://localhost:${port}${path}`,
    answerWith(next: FakeHandler) {
      current = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type HttpsFake = Awaited<ReturnType<typeof startHttpsFake>>;
