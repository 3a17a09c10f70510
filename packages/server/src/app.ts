import { DOCUMENT_UPLOAD_PATH, documentUploadLimit } from './routes/documents';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ZodError } from 'zod';
import { createTokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { Config } from './config';
import type { SecretBox } from './crypto/secret-box';
import type { Db } from './db/schema';
import type { AppDeps } from './deps';
import { ERROR_MESSAGES, errorBody, HttpError, REFUSALS } from './http/errors';
import { publicRoute } from './http/public-limits';
import { createRateLimiter } from './http/rate-limit';
import { mountRoutes } from './http/route';
import { createMailer } from './mail/mailer';
import { createCnameResolver } from './outbound/cname';
import { createOutbound } from './outbound/outbound';
import { createTxtResolver } from './outbound/txt-records';
import { jobHandlers } from './jobs/handlers';
import { createJobRunner } from './jobs/runner';
import { allRoutes } from './routes';
import { mountPublicApi } from './routes/public-api';
import { mountSmsStatus } from './sessions/sms-status';
import { mountMicrosoftCallback } from './routes/auth';

export interface CreateAppOptions {
  db: Db;
  /** jwtSecret must be resolved (see loadJwtSecret) before the app is made. */
  config: Config & { jwtSecret: string };
  clock: Clock;
  /** Seals and opens stored integration secrets (see resolveSecrets). */
  secrets: SecretBox;
}

/**
 * The API (every row of both call tables under /api, and the public API under /v1) and the job runner that does
 * their background work (start-server.ts starts it; tests call runDueJobs); main.ts adds the console's static files.
 */
export function createApp({ db, config, clock, secrets }: CreateAppOptions) {
  const deps: AppDeps = {
    db,
    config,
    clock,
    tokens: createTokenService(config.jwtSecret, clock),
    outbound: createOutbound(config.outbound, { servers: config.dnsServers, timeoutMs: config.dnsTimeoutMs }),
    dns: createCnameResolver(config.dnsServers, config.dnsTimeoutMs),
    rateLimiter: createRateLimiter(db, clock, config.rateLimit),
    secrets,
    txt: createTxtResolver(config.dnsServers, config.dnsTimeoutMs),
    mailer: createMailer(config.smtp),
  };
  const app = new Hono();
  const apiBodyLimit = bodyLimit({
    maxSize: 2 * 1024 * 1024,
    onError: (c) => c.json(errorBody(413, 'PAYLOAD_TOO_LARGE', ERROR_MESSAGES.PAYLOAD_TOO_LARGE), 413),
  });
  // The document upload (apps.md §3.3) takes a 10 MB PDF under its own limit (routes/documents.ts).
  app.use(DOCUMENT_UPLOAD_PATH, documentUploadLimit);
  const apiBodyLimitButUpload: MiddlewareHandler = (c, next) =>
    c.req.path === DOCUMENT_UPLOAD_PATH ? next() : apiBodyLimit(c, next);
  app.use('/api/*', apiBodyLimitButUpload);
  mountRoutes(app, deps, allRoutes);
  mountPublicApi(app, deps);
  mountSmsStatus(app, deps);
  app.use('/api/app/oauth/azure/callback', publicRoute(deps, 'microsoftCallback'));
  mountMicrosoftCallback(app, deps);
  app.all('/api/*', (c) => c.json(errorBody(404, 'NOT_FOUND', REFUSALS.noRoute), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(error.body, error.status as 400, error.headers);
    }
    // A ZodError here is an answer that broke its own schema: a server bug, never the caller's.
    console.error(error instanceof ZodError ? 'answer does not match its schema' : 'unhandled error', error);
    return c.json(errorBody(500, 'INTERNAL_SERVER_ERROR', ERROR_MESSAGES.INTERNAL_SERVER_ERROR), 500);
  });
  const jobs = createJobRunner(db, clock, jobHandlers(deps));
  return { app, deps, jobs };
}
