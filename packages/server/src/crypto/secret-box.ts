import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ConfigError } from '../config';

/**
 * Sealed values look like `sb1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts): AES-256-GCM
 * with a fresh 12-byte IV each time. The key id is the first 8 bytes of the key's SHA-256, so a
 * value names the key that sealed it and a rotation needs no bookkeeping: SECRETS_KEY seals and
 * opens, each SECRETS_KEY_PREVIOUS key only opens.
 */
const PREFIX = 'sb1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plaintext; throws when the value is not sealed, its key is unknown or it was altered. */
  open(sealed: string): string;
  /** Whether the value is sealed (by any key). */
  isSealed(value: string): boolean;
  /** Whether the value is sealed with the current key (what a rotation leaves behind). */
  isCurrent(value: string): boolean;
}

/** A 32-byte key from 64 hex digits or base64 / base64url; anything else is a ConfigError. */
export function parseSecretsKey(text: string, name = 'SECRETS_KEY'): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32 || (!/^[0-9a-f]{64}$/i.test(trimmed) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed))) {
    throw new ConfigError(
      `${name} must be 32 random bytes, as 64 hex digits or base64 (e.g. openssl rand -base64 32).`,
    );
  }
  return key;
}

const keyId = (key: Buffer) => createHash('sha256').update(key).digest().subarray(0, 8).toString('base64url');

export function createSecretBox(current: string, previous: readonly string[] = []): SecretBox {
  const currentKey = parseSecretsKey(current);
  const currentId = keyId(currentKey);
  const keys = new Map<string, Buffer>([[currentId, currentKey]]);
  for (const text of previous) {
    const key = parseSecretsKey(text, 'SECRETS_KEY_PREVIOUS');
    if (!keys.has(keyId(key))) keys.set(keyId(key), key);
  }
  const parts = (value: string) => {
    const split = value.split('.');
    return split.length === 5 && split[0] === PREFIX ? split : undefined;
  };
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [PREFIX, currentId, iv, data, tag]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const split = parts(sealed);
      if (!split) throw new Error('the stored value is not sealed');
      const [, id = '', iv = '', data = '', tag = ''] = split;
      const key = keys.get(id);
      if (!key) throw new Error(`no key opens this value (key id ${id}): set SECRETS_KEY_PREVIOUS`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    isSealed: (value) => parts(value) !== undefined,
    isCurrent: (value) => parts(value)?.[1] === currentId,
  };
}
