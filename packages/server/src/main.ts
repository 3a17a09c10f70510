import { loadConfig } from './config';
import { startServer } from './start-server';

/**
 * `npm start -w @console/server`: the API and the built console on http://localhost:3000 (PORT),
 * with PGlite in ./data (DATA_DIR) unless DATABASE_URL is set. Prints one sign-in link per demo role.
 */
const config = loadConfig();
const started = await startServer(config);
console.log(
  `\nConsole server on ${config.publicUrl} (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
);
if (started.seeded) console.log('Loaded the demo data.');
if (!started.servesConsole)
  console.log('packages/console/dist not found: serving the API only (run npm run build).');
console.log('\nSign in as:');
for (const [role, link] of Object.entries(started.links)) console.log(`  ${role.padEnd(10)} ${link}`);
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
