/**
 * The benchmark's stand-in for the back end: serves a built console (gzip, as a production host would) and answers
 * /api/* with the api-client's MSW handlers over the seeded mock store, in Node. The console is the production build,
 * so the JS and CSS it loads are exactly what users get; only the answers come from the mocks.
 *
 * Run with tsx (the handlers are TypeScript sources):
 *   npx tsx --conditions=@console/source bench/lib/mock-api-server.mts <dist folder>
 * Prints one JSON line: { url, token: operator } (mock session tokens for `localStorage.token`).
 * `/__bench/blank` is an empty page on the same origin, used to set local storage before a measured load.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { getResponse } from 'msw';
import { handlers, mockStore, sessionToken, signInAs } from '@console/api-client/mocks';

const root = resolve(process.argv[2] ?? 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);
const gzipped = new Map<string, Buffer>();

signInAs(mockStore, { role: 'owner', isRoot: true });
const operator = sessionToken(mockStore);

const server = createServer((req, res) => {
  void handle(req, res);
});

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  try {
    if (url.pathname === '/__bench/blank') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blank</title>');
      return;
    }
    if (url.pathname.startsWith('/api/')) {
      await answerApi(req, res, url);
      return;
    }
    await serveFile(req, res, url.pathname);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}

async function answerApi(req: IncomingMessage, res: ServerResponse, url: URL) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.set(name, value);
  const request = new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404,"error":"NOT_FOUND"}');
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers)).end(body);
}

async function serveFile(req: IncomingMessage, res: ServerResponse, pathname: string) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, safe);
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    // A single-page app: every other address gets index.html, and the router takes over.
    file = join(root, 'index.html');
    body = await readFile(file);
  }
  const ext = extname(file);
  const headers: Record<string, string> = { 'content-type': TYPES[ext] ?? 'application/octet-stream' };
  // Hashed assets are immutable, as on any production host; index.html is revalidated.
  headers['cache-control'] = safe.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    let packed = gzipped.get(file);
    if (!packed) gzipped.set(file, (packed = gzipSync(body, { level: 9 })));
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
    body = packed;
  }
  res.writeHead(200, headers).end(body);
}

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}`, token: operator }));
});
