import { ConfigError, loadConfig } from './config';
import { startServer } from './start-server';

/**
 * `npm start -w @console/server`: the API and the built console on http://localhost:3000 (HOST,
 * PORT), with PGlite in ./data (DATA_DIR) unless DATABASE_URL is set. Demo mode (the embedded
 * database, NODE_ENV not production) prints one sign-in link per demo role; production mode
 * prints none and exits 1 when JWT_SECRET or SECRETS_KEY is missing (see config.ts).
 */
let started;
let config;
try {
  config = loadConfig();
  started = await startServer(config);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
console.log(
  `\nConsole server on ${config.publicUrl} (${config.mode} mode, ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
);
if (started.seeded) console.log('Loaded the demo data.');
if (started.simulates) console.log('Demo simulator: agents and customers play sessions on the demo account.');
if (!started.servesConsole)
  console.log('packages/console/dist not found: serving the API only (run npm run build).');
if (started.links) {
  console.log('\nSign in as:');
  for (const [role, link] of Object.entries(started.links)) console.log(`  ${role.padEnd(10)} ${link}`);
} else {
  console.log(
    'Production mode: no demo data, no sign-in link. The first operator comes from the one-time command:\n' +
      '  npx tsx --conditions=@console/source packages/server/src/cli/create-operator.ts --email you@example.com',
  );
}
console.log('');

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  void started.close().then(() => process.exit(0));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
