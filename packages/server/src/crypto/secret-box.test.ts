import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { createSecretBox, parseSecretsKey } from './secret-box';

const OLD = randomBytes(32).toString('hex');
const NEW = randomBytes(32).toString('base64');

describe('SecretBox (AES-256-GCM)', () => {
  it('seals with a fresh IV each time and opens back', () => {
    const box = createSecretBox(NEW);
    const [one, two] = [box.seal('twilio-token'), box.seal('twilio-token')];
    expect(one).not.toBe(two);
    expect(one).not.toContain('twilio-token');
    expect(one).toMatch(/^sb1\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect([box.open(one), box.open(two)]).toEqual(['twilio-token', 'twilio-token']);
  });

  it('refuses an altered value, a plaintext value and a value sealed by an unknown key', () => {
    const box = createSecretBox(NEW);
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('SECRET').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => box.open('secret')).toThrow(/not sealed/);
    expect(() => box.open(createSecretBox(OLD).seal('secret'))).toThrow(/SECRETS_KEY_PREVIOUS/);
  });

  it('opens values of a previous key during a rotation, and tells them from current ones', () => {
    const sealedOld = createSecretBox(OLD).seal('rotated');
    const box = createSecretBox(NEW, [OLD]);
    expect(box.open(sealedOld)).toBe('rotated');
    expect(box.isCurrent(sealedOld)).toBe(false);
    expect(box.isCurrent(box.seal('x'))).toBe(true);
    expect(box.isSealed('plain')).toBe(false);
  });

  it('takes 32 bytes as hex or base64, and nothing else', () => {
    expect(parseSecretsKey(OLD)).toHaveLength(32);
    expect(parseSecretsKey(NEW)).toHaveLength(32);
    expect(parseSecretsKey(randomBytes(32).toString('base64url'))).toHaveLength(32);
    for (const bad of [
      'short',
      randomBytes(16).toString('hex'),
      randomBytes(48).toString('base64'),
      'x'.repeat(64),
    ]) {
      expect(() => parseSecretsKey(bad)).toThrow(ConfigError);
    }
  });
});
