import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { createApp } from './app';
import { loadJwtSecret } from './auth/jwt-secret';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Config } from './config';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { createRootApp } from './http/root-app';
import { startDemoMailCatcher } from './mail/demo-mail-catcher';
import { DEMO_SEED_OPTIONS, seedDemo } from './seed/seed-demo';
import {
  DEMO_ACCOUNT_ID,
  DEMO_ADMIN_IDS,
  INTERNAL_ACCOUNT_ID,
  NEWCOMER_ACCOUNT_ID,
  NEWCOMER_OWNER_ID,
  OPERATOR_ADMIN_ID,
} from './seed/demo-account';

/** packages/console/dist, next to this package. */
export const DEFAULT_CONSOLE_DIST = fileURLToPath(new URL('../../console/dist', import.meta.url));

const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);

/**
 * Opens the database (PGlite in dataDir/pgdata, or DATABASE_URL), applies the migrations, loads
 * the demo seed once, and serves the API plus the built console on config.port.
 */
export async function startServer(config: Config, clock: Clock = systemClock, env = process.env) {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') });
  await migrate(database.db);
  // SEED_TENANTS and SEED_DAYS shrink the demo data for tests that start real servers.
  const seeded = await seedDemo(database.db, {
    ...DEMO_SEED_OPTIONS,
    tenants: Number(env.SEED_TENANTS ?? DEMO_SEED_OPTIONS.tenants),
    days: Number(env.SEED_DAYS ?? DEMO_SEED_OPTIONS.days),
    now: clock.now(),
    providerEmailDomain: config.providerEmailDomain,
  });
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  // Demo mode without SMTP settings: invitation e-mails go to a local catcher that prints them.
  const demoMail = config.smtp ? undefined : await startDemoMailCatcher();
  const smtp = config.smtp ?? demoMail?.smtp;
  const { app, deps } = createApp({ db: database.db, config: { ...config, jwtSecret, smtp }, clock });
  const { root, servesConsole } = createRootApp(app, config.consoleDist ?? DEFAULT_CONSOLE_DIST, {
    connectSrc: list(env.CSP_CONNECT_SRC),
    frameSrc: list(env.CSP_FRAME_SRC),
  });
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: root.fetch, port: config.port, hostname: env.HOST ?? '0.0.0.0' }, () =>
      resolve(started),
    );
  });
  const links = {
    owner: await deps.tokens.sign({
      acc: DEMO_ACCOUNT_ID,
      sub: DEMO_ADMIN_IDS.owner,
      role: 'owner',
      ghost: false,
    }),
    admin: await deps.tokens.sign({
      acc: DEMO_ACCOUNT_ID,
      sub: DEMO_ADMIN_IDS.admin,
      role: 'admin',
      ghost: false,
    }),
    supervisor: await deps.tokens.sign({
      acc: DEMO_ACCOUNT_ID,
      sub: DEMO_ADMIN_IDS.supervisor,
      role: 'supervisor',
      ghost: false,
    }),
    /** The owner of an account not yet onboarded: the questionnaire on first sign-in. */
    newcomer: await deps.tokens.sign({
      acc: NEWCOMER_ACCOUNT_ID,
      sub: NEWCOMER_OWNER_ID,
      role: 'owner',
      ghost: false,
    }),
    operator: await deps.tokens.sign({
      acc: INTERNAL_ACCOUNT_ID,
      sub: OPERATOR_ADMIN_ID,
      role: 'admin',
      isRoot: true,
      ghost: false,
    }),
  };
  return {
    server,
    seeded,
    servesConsole,
    links: Object.fromEntries(
      Object.entries(links).map(([role, token]) => [role, `${config.publicUrl}/?token=${token}`]),
    ) as Record<keyof typeof links, string>,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      await demoMail?.close();
    },
  };
}
