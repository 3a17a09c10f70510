import { randomBytes } from 'node:crypto';
import { loadGeneratedSecret, loadJwtSecret } from '../auth/jwt-secret';
import type { Config } from '../config';
import { ConfigError } from '../config';
import type { SecretBox } from './secret-box';
import { createSecretBox, parseSecretsKey } from './secret-box';

/** HS256 wants a key at least as long as its hash: 32 bytes. */
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * What a production start refuses without: a JWT_SECRET of at least 32 bytes and a valid
 * SECRETS_KEY (and valid SECRETS_KEY_PREVIOUS keys). One ConfigError names every problem.
 */
export function checkProductionConfig(config: Config): void {
  const problems: string[] = [];
  if (!config.jwtSecret) {
    problems.push(
      `JWT_SECRET is not set: a production start needs a random secret of at least ${MIN_JWT_SECRET_BYTES} bytes (e.g. openssl rand -base64 48).`,
    );
  } else if (Buffer.byteLength(config.jwtSecret, 'utf8') < MIN_JWT_SECRET_BYTES) {
    problems.push(`JWT_SECRET is too short: it needs at least ${MIN_JWT_SECRET_BYTES} bytes.`);
  }
  if (!config.secretsKey) {
    problems.push(
      'SECRETS_KEY is not set: a production start needs a 32-byte key (openssl rand -base64 32).',
    );
  }
  for (const [name, value] of [
    ['SECRETS_KEY', config.secretsKey],
    ...config.previousSecretsKeys.map((key) => ['SECRETS_KEY_PREVIOUS', key] as const),
  ] as const) {
    if (!value) continue;
    try {
      parseSecretsKey(value, name);
    } catch (error) {
      if (error instanceof ConfigError) problems.push(error.message);
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Refusing to start in production mode:\n  ${problems.join('\n  ')}`);
  }
}

/**
 * The JWT secret and the secret box. Production: from the environment only (checked first).
 * Demo: JWT_SECRET and SECRETS_KEY when set, otherwise generated once into the data folder.
 */
export async function resolveSecrets(config: Config): Promise<{ jwtSecret: string; secrets: SecretBox }> {
  if (config.mode === 'production') checkProductionConfig(config);
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const secretsKey =
    config.secretsKey ??
    (await loadGeneratedSecret(config.dataDir, 'secrets-key', () => randomBytes(32).toString('hex')));
  return { jwtSecret, secrets: createSecretBox(secretsKey, config.previousSecretsKeys) };
}
