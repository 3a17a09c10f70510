import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Config } from './config';
import { resolveSecrets } from './crypto/resolve-secrets';
import { resealStoredSecrets } from './crypto/stored-secrets';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { createRootApp } from './http/root-app';
import { demoSignInLinks } from './seed/demo-links';
import { startDemoMailCatcher } from './mail/demo-mail-catcher';
import { startDeliveriesPoller } from './webhooks/deliveries-poller';
import { sessionTimeline } from './webhooks/session-timeline';
import { DEMO_SEED_OPTIONS, seedDemo } from './seed/seed-demo';
import { createSimulator } from './demo/simulator';
import { DEMO_ACCOUNT_ID } from './seed/demo-account';

/** packages/console/dist, next to this package. */
export const DEFAULT_CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));

const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);

/** The database the config names: PostgreSQL by DATABASE_URL, otherwise PGlite in dataDir/pgdata. */
export function openConfiguredDatabase(config: Config) {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') });
}

/**
 * Resolves the secrets (a production start without them throws a ConfigError before opening
 * anything), opens the database, applies the migrations, seals any stored secret still in
 * plaintext, and serves the API plus the built console on config.host:config.port. Demo mode also
 * loads the demo seed once and makes one sign-in link per demo role; production mode does neither
 * (`links` is undefined): its first operator comes from the create-operator command.
 */
export async function startServer(config: Config, clock: Clock = systemClock, env = process.env) {
  const { jwtSecret, secrets } = await resolveSecrets(config);
  const database = await openConfiguredDatabase(config);
  await migrate(database.db);
  // SEED_TENANTS, SEED_DAYS and SEED_APP_SESSIONS_PER_DAY (sessions a weekday per used app) shrink the demo
  // data for tests that start real servers.
  const seeded =
    config.mode === 'demo' &&
    (await seedDemo(database.db, {
      ...DEMO_SEED_OPTIONS,
      tenants: Number(env.SEED_TENANTS ?? DEMO_SEED_OPTIONS.tenants),
      days: Number(env.SEED_DAYS ?? DEMO_SEED_OPTIONS.days),
      appSessionsPerDay: Number(env.SEED_APP_SESSIONS_PER_DAY ?? DEMO_SEED_OPTIONS.appSessionsPerDay),
      now: clock.now(),
      providerEmailDomain: config.providerEmailDomain,
    }));
  await resealStoredSecrets(database.db, secrets);
  // Demo mode without SMTP settings: invitation e-mails go to a local catcher that prints them. Production
  // without SMTP sends none (an invitation then says its e-mail was not delivered).
  const demoMail = config.smtp || config.mode !== 'demo' ? undefined : await startDemoMailCatcher();
  const smtp = config.smtp ?? demoMail?.smtp;
  const { app, deps, jobs } = createApp({
    db: database.db,
    config: { ...config, jwtSecret, smtp },
    clock,
    secrets,
  });
  // Webhook deliveries queued by session events (and any a stopped server left pending) go out from here.
  const deliveries = startDeliveriesPoller(deps, sessionTimeline(deps.secrets));
  const { root, servesConsole } = createRootApp(app, config.consoleDist ?? DEFAULT_CONSOLE_DIST, {
    connectSrc: list(env.CSP_CONNECT_SRC),
    frameSrc: list(env.CSP_FRAME_SRC),
  });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: root.fetch, port: config.port, hostname: config.host }, () =>
      resolve(started),
    );
  });
  // Background work (SMS, log forwarding, the expiry sweep): polled every second, stopped before the database closes.
  jobs.start();
  // Demo mode only: agents and customers played on the demo account (demo/simulator.ts); DEMO_SIMULATOR=0 turns it
  // off, DEMO_SIMULATOR_INTERVAL_MS sets the mean time between new sessions (20 s).
  const simulator =
    config.mode === 'demo' && env.DEMO_SIMULATOR !== '0'
      ? createSimulator(deps, app, {
          accountIds: [DEMO_ACCOUNT_ID],
          intervalMs: Number(env.DEMO_SIMULATOR_INTERVAL_MS ?? 20_000),
        })
      : undefined;
  simulator?.start();
  return {
    server,
    seeded,
    servesConsole,
    simulates: simulator !== undefined,
    links: config.mode === 'demo' ? await demoSignInLinks(deps.tokens, config.publicUrl) : undefined,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deliveries.stop();
      await simulator?.stop();
      await jobs.stop();
      await database.close();
      await demoMail?.close();
    },
  };
}
