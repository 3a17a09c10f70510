import { parseArgs } from 'node:util';
import { createTokenService } from '../auth/tokens';
import { systemClock } from '../clock';
import { ConfigError, loadConfig } from '../config';
import { resolveSecrets } from '../crypto/resolve-secrets';
import { migrate } from '../db/migrate';
import { openConfiguredDatabase } from '../start-server';
import { createFirstOperator, OperatorExistsError } from './first-operator';

/**
 * The one-time command that creates the first operator of a production install (which seeds
 * nothing), with the server's environment (DATABASE_URL or DATA_DIR, JWT_SECRET, SECRETS_KEY,
 * PUBLIC_URL). On PGlite, run it while the server is stopped (one process per data folder).
 *
 *   npx tsx --conditions=@console/source packages/server/src/cli/create-operator.ts \
 *     --email ops@provider.example --first-name Ada --last-name Lovelace
 *
 * Prints a sign-in link valid for 15 minutes, once; exits 1 when an operator already exists.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
const email = values.email?.trim() ?? '';
if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error(
    'Usage: create-operator --email ops@provider.example [--first-name Ada] [--last-name Lovelace]',
  );
  process.exit(2);
}
try {
  const config = loadConfig();
  const { jwtSecret } = await resolveSecrets(config);
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database.db);
    const { link } = await createFirstOperator(
      database.db,
      createTokenService(jwtSecret, systemClock),
      systemClock,
      config.publicUrl,
      {
        email,
        firstName: values['first-name'] ?? email.split('@')[0] ?? 'Operator',
        lastName: values['last-name'] ?? '',
      },
    );
    console.log(
      `Created the operator ${email}. Sign in within 15 minutes with this link (shown once):\n${link}`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof OperatorExistsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
