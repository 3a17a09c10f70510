import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ConfigError } from '../config';

/**
 * Sealed values look like `sb2.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts): AES-256-GCM
 * with a fresh 12-byte IV each time, and the value's place (table, column, account and any other
 * key of its row: a SecretContext) as associated data, so a value copied into another row or
 * column does not open. The key id is the first 8 bytes of the key's SHA-256, so a value names the
 * key that sealed it and a rotation needs no bookkeeping: SECRETS_KEY seals and opens, each
 * SECRETS_KEY_PREVIOUS key only opens.
 *
 * `sb1` values, sealed by earlier versions without associated data, never open through `open`:
 * `reseal` (run by every start, see stored-secrets.ts) opens each once where it is stored and
 * seals it again as `sb2` for that place.
 */
const PREFIX = 'sb2';
const UNBOUND_PREFIX = 'sb1';

/** Where a sealed value is stored; it opens only there. */
export interface SecretContext {
  table: string;
  column: string;
  account: string;
  /** Another key of the row, when the account has several (a logging destination's name). */
  key?: string;
}

export interface SecretBox {
  seal(plain: string, context: SecretContext): string;
  /**
   * The plaintext; throws when the value is not sealed (or sealed unbound, before a start resealed it), its key is
   * unknown, or it was altered or sealed for another place.
   */
  open(sealed: string, context: SecretContext): string;
  /**
   * The value as it should be stored at `context`: plaintext and unbound (`sb1`) values sealed for it, and with
   * `rotate` values of a previous key sealed again with the current one; otherwise the value itself.
   */
  reseal(value: string, context: SecretContext, options?: { rotate?: boolean }): string;
  /** Whether the value is sealed with the current key and bound to its place (what a rotation leaves behind). */
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

const associatedData = ({ table, column, account, key = '' }: SecretContext) =>
  Buffer.from(JSON.stringify([table, column, account, key]), 'utf8');

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
    return split.length === 5 && (split[0] === PREFIX || split[0] === UNBOUND_PREFIX) ? split : undefined;
  };
  const decrypt = (split: string[], aad: Buffer | undefined) => {
    const [, id = '', iv = '', data = '', tag = ''] = split;
    const key = keys.get(id);
    if (!key) throw new Error(`no key opens this value (key id ${id}): set SECRETS_KEY_PREVIOUS`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
  const seal = (plain: string, context: SecretContext) => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
    cipher.setAAD(associatedData(context));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [PREFIX, currentId, iv, data, tag]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  };
  const open = (sealed: string, context: SecretContext) => {
    const split = parts(sealed);
    if (!split) throw new Error('the stored value is not sealed');
    if (split[0] === UNBOUND_PREFIX) throw new Error('the stored value is not bound to its place yet');
    return decrypt(split, associatedData(context));
  };
  const isCurrent = (value: string) => {
    const split = parts(value);
    return split?.[0] === PREFIX && split[1] === currentId;
  };
  return {
    seal,
    open,
    reseal(value, context, { rotate = false } = {}) {
      const split = parts(value);
      if (!split) return seal(value, context);
      if (split[0] === UNBOUND_PREFIX) return seal(decrypt(split, undefined), context);
      return rotate && !isCurrent(value) ? seal(open(value, context), context) : value;
    },
    isCurrent,
  };
}
