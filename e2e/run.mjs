#!/usr/bin/env node
/**
 * The end-to-end step: builds the console when its sources changed, starts the reference server
 * (PGlite in a fresh temporary data folder, a smaller demo seed, a known JWT secret) on a free port,
 * runs the Playwright journeys against it (then admin management, which removes an admin the others
 * sign in as), then stops it. Arguments go to `playwright test`
 * (e.g. `node --import tsx e2e/run.mjs ghost`: tsx, as it reuses the server's TypeScript DNS fake).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildConsole } from '../scripts/lib/console-build.mjs';
import { startServerForTests } from '../scripts/lib/server-process.mjs';
import { startHttpsFake } from './support/https-fake.mjs';
import { E2E_STRIPE } from './support/stripe-platform.ts';
import { startDnsServer, startOidcProvider, testCertificate } from '../packages/server/src/testing.ts';
import { startMailCatcher } from './support/mail-catcher.ts';

/** The domain the domain journey sets up; the DNS fake points it at the server's CDN host. */
const E2E_DOMAIN = 'support.northwind-e2e.com';
const CDN_HOST = 'cdn.console.example';

async function freePort() {
  const server = net.createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

// The test runner ships in the `playwright` package (what @playwright/test re-exports).
const PLAYWRIGHT_CLI = join(
  dirname(createRequire(import.meta.url).resolve('playwright/package.json')),
  'cli.js',
);

buildConsole();
const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
const port = await freePort();
const jwtSecret = randomBytes(32).toString('hex');
const baseUrl = `http://127.0.0.1:${port}`;
// The outside world the integrations call (customer API, log intake), on a local HTTPS fake.
const fake = await startHttpsFake();
// Domain verification resolves CNAMEs through node:dns; here it asks a local DNS fake instead.
const dns = await startDnsServer({ [E2E_DOMAIN]: CDN_HOST });
// Invitation e-mail goes to a local SMTP catcher; the journeys read it and follow its link.
const mail = await startMailCatcher();
// Google sign-in goes through a local OpenID provider (its login page is a form in the browser).
const googleClient = { clientId: 'e2e-google-client', clientSecret: randomBytes(16).toString('hex') };
const idp = await startOidcProvider(googleClient);
const idpEnv = {
  GOOGLE_ISSUER: idp.issuer,
  GOOGLE_CLIENT_ID: googleClient.clientId,
  GOOGLE_CLIENT_SECRET: googleClient.clientSecret,
  OUTBOUND_CA: `${fake.env.OUTBOUND_CA}\n${(await testCertificate()).cert}`,
  OUTBOUND_ALLOW_HOSTS: `${fake.env.OUTBOUND_ALLOW_HOSTS},${new URL(idp.issuer).host}`,
};
console.log(`Starting the server for the journeys on ${baseUrl}…`);
const server = await startServerForTests({
  ...fake.env,
  ...idpEnv,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseUrl,
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret,
  SEED_TENANTS: '60',
  SEED_DAYS: '120',
  // A few app sessions a weekday, not the demo's 40: the journeys read no app session count, only the pages.
  SEED_APP_SESSIONS_PER_DAY: '4',
  // The journeys read exact lists and counts: the demo's session simulator stays off (its own test is the server's).
  DEMO_SIMULATOR: '0',
  DNS_SERVERS: dns.server,
  CDN_HOST,
  SMTP_URL: mail.smtpUrl,
  // Payments' Stripe Connect platform, answered by the HTTPS fake.
  STRIPE_CLIENT_ID: E2E_STRIPE.clientId,
  STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
});
let status = 1;
try {
  // Not spawnSync: the HTTPS fake in this process must keep answering while the journeys run.
  const run = (project) =>
    new Promise((done) => {
      const args = ['test', '-c', 'e2e/playwright.config.ts', '--project', project, '--pass-with-no-tests'];
      const runner = spawn(process.execPath, [PLAYWRIGHT_CLI, ...args, ...process.argv.slice(2)], {
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_BASE_URL: baseUrl,
          E2E_LINKS: JSON.stringify(server.links),
          E2E_JWT_SECRET: jwtSecret,
          E2E_FAKE_INSPECT_URL: fake.inspectUrl,
          E2E_DOMAIN,
          E2E_MAIL_INSPECT_URL: mail.inspectUrl,
        },
      });
      runner.on('exit', (code) => done(code ?? 1));
    });
  const journeys = await run('journeys');
  const adminManagement = await run('admin-management');
  status = Math.max(journeys, adminManagement);
} finally {
  await server.stop();
  await fake.close();
  await dns.close();
  await mail.close();
  await idp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status ?? 1);
