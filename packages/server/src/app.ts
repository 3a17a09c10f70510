import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ZodError } from 'zod';
import { createTokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/schema';
import type { AppDeps } from './deps';
import { errorBody, HttpError } from './http/errors';
import { mountRoutes } from './http/route';
import { createMailer } from './mail/mailer';
import { createCnameResolver } from './outbound/cname';
import { createOutbound } from './outbound/outbound';
import { allRoutes } from './routes';
import { mountMicrosoftCallback } from './routes/auth';

export interface CreateAppOptions {
  db: Db;
  /** jwtSecret must be resolved (see loadJwtSecret) before the app is made. */
  config: Config & { jwtSecret: string };
  clock: Clock;
}

/** The API (every row of both call tables under /api); main.ts adds the console's static files. */
export function createApp({ db, config, clock }: CreateAppOptions) {
  const deps: AppDeps = {
    db,
    config,
    clock,
    tokens: createTokenService(config.jwtSecret, clock),
    outbound: createOutbound(config.outbound),
    dns: createCnameResolver(config.dnsServers),
    mailer: createMailer(config.smtp),
  };
  const app = new Hono();
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 2 * 1024 * 1024,
      onError: (c) => c.json(errorBody(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large'), 413),
    }),
  );
  mountRoutes(app, deps, allRoutes);
  mountMicrosoftCallback(app, deps);
  app.all('/api/*', (c) => c.json(errorBody(404, 'NOT_FOUND', 'No such API route'), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(errorBody(error.status, error.code, error.message), error.status as 400);
    }
    // A ZodError here is an answer that broke its own schema: a server bug, never the caller's.
    console.error(error instanceof ZodError ? 'answer does not match its schema' : 'unhandled error', error);
    return c.json(errorBody(500, 'INTERNAL_SERVER_ERROR', 'Internal server error'), 500);
  });
  return { app, deps };
}
