/**
 * Which of the server's test files run on which database in `npm test`. The server's API tests run once, on
 * PostgreSQL (scripts/test-server-postgres.mjs: a fresh database per file is a file copy there, where PGlite starts
 * a database from its template, twice the time); the tests of PGlite's own data folder and of servers spawned on
 * it run in the unit step. The console's journeys (e2e) run the real server on PGlite. `npm run test:unit` alone
 * still runs every server test, on PGlite.
 */
import { readdirSync } from 'node:fs';

const SERVER_SOURCES = 'packages/server/src';

/** Tests of PGlite's data folder and of spawned servers on it. */
const PGLITE_ONLY = [
  'crash-durability.test.ts',
  'db/durability.test.ts',
  'production-start.test.ts',
  'simulator-start.test.ts',
];

const isPgliteOnly = (file) => PGLITE_ONLY.some((name) => file.endsWith(name));

const serverTestFiles = () =>
  readdirSync(SERVER_SOURCES, { recursive: true })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${SERVER_SOURCES}/${file}`);

/** The server's tests that run on PostgreSQL: all but PGlite's own. */
export const postgresServerTests = () => serverTestFiles().filter((file) => !isPgliteOnly(file));

/** The unit step's files when the PostgreSQL step runs the server's API tests: every unit test but those. */
export function unitTestsBesidePostgres() {
  const onPostgres = new Set(postgresServerTests());
  const sourceFolders = readdirSync('packages').map((name) => `packages/${name}/src`);
  return [...sourceFolders, 'scripts']
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true })
        .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
        .map((file) => `${dir}/${file}`),
    )
    .filter((file) => !onPostgres.has(file));
}
