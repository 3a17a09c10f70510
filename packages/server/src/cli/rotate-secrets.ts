import { ConfigError, loadConfig } from '../config';
import { resolveSecrets } from '../crypto/resolve-secrets';
import { resealStoredSecrets } from '../crypto/stored-secrets';
import { migrate } from '../db/migrate';
import { openConfiguredDatabase } from '../start-server';

/**
 * Key rotation's last step: seals every stored secret again with SECRETS_KEY, opening older values
 * with SECRETS_KEY_PREVIOUS. Afterwards SECRETS_KEY_PREVIOUS can go. On PGlite, run it while the
 * server is stopped.
 *
 *   SECRETS_KEY=<new> SECRETS_KEY_PREVIOUS=<old> npx tsx --conditions=@console/source \
 *     packages/server/src/cli/rotate-secrets.ts
 */
try {
  const config = loadConfig();
  const { secrets } = await resolveSecrets(config);
  const database = await openConfiguredDatabase(config);
  try {
    await migrate(database.db);
    const count = await resealStoredSecrets(database.db, secrets, { rotate: true });
    console.log(`Sealed ${count} stored secret(s) again with the current SECRETS_KEY.`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
