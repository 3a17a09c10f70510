import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { parseSecretsKey } from '../crypto/secret-box';

/** A value as versions before bound secrets to their place sealed it: `sb1`, no associated data. */
export function sealUnbound(plain: string, keyText: string): string {
  const key = parseSecretsKey(keyText);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const id = createHash('sha256').update(key).digest().subarray(0, 8);
  return ['sb1', ...[id, iv, data, cipher.getAuthTag()].map((part) => part.toString('base64url'))].join('.');
}
