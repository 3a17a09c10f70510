import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { CspOptions } from './security-headers';
import { securityHeaders } from './security-headers';
import { mountConsole } from './static-console';

/**
 * What the server answers on one port: the API, then the built console from `dist` (when its
 * index.html exists), with the security headers on every answer.
 */
export function createRootApp(api: Hono, dist: string, csp: CspOptions = {}) {
  const root = new Hono();
  root.use('*', securityHeaders(csp));
  root.route('/', api);
  const servesConsole = existsSync(path.join(dist, 'index.html'));
  if (servesConsole) mountConsole(root, dist);
  return { root, servesConsole };
}
