import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { errorBody } from './errors';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

function decode(requestPath: string): string | undefined {
  try {
    return decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
}

async function fileIn(root: string, requestPath: string): Promise<string | undefined> {
  const decoded = decode(requestPath);
  if (decoded === undefined || decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${decoded}`);
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

/**
 * Serves the built console: its files (hashed assets cached for a year), and index.html for any
 * other GET outside /api so the router's deep links work (SPA fallback). A missing file under
 * /assets/ is a 404, not index.html: a browser holding an old page then gets a failed chunk load
 * (which the console reports) instead of HTML parsed as JavaScript. Paths outside the folder are
 * never served.
 */
export function mountConsole(app: Hono, distDir: string): void {
  const root = path.resolve(distDir);
  app.get('*', async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    const file = await fileIn(root, c.req.path);
    if (file) {
      const hashed = c.req.path.startsWith('/assets/');
      return c.body(await readFile(file), 200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    }
    if (c.req.path.startsWith('/assets/')) {
      return c.json(errorBody(404, 'NOT_FOUND', 'No such file'), 404);
    }
    const index = await fileIn(root, '/index.html');
    if (!index) return next();
    return c.body(await readFile(index), 200, {
      'content-type': TYPES['.html'] ?? '',
      'cache-control': 'no-cache',
    });
  });
}
