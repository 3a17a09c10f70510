import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret generated once into the data folder (mode 0600) and read back on later starts, so demo
 * sessions and sealed values survive restarts without any configuration. Demo mode only: a
 * production start takes its secrets from the environment (see resolveSecrets).
 */
export async function loadGeneratedSecret(dataDir: string, name: string, generate: () => string) {
  const file = path.join(dataDir, name);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${generate()}\n`, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}

/** JWT_SECRET when set; otherwise ./data/jwt-secret (generated on the first start). */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  return (
    configured ?? loadGeneratedSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'))
  );
}
