import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import type { SecretContext } from './secret-box';
import { createSecretBox, parseSecretsKey } from './secret-box';
import { sealUnbound } from '../test/unbound-secret';

const OLD = randomBytes(32).toString('hex');
const NEW = randomBytes(32).toString('base64');
const HERE: SecretContext = { table: 'sms_configs', column: 'auth_token', account: 'acc_1' };

describe('SecretBox (AES-256-GCM)', () => {
  it('seals with a fresh IV each time and opens back', () => {
    const box = createSecretBox(NEW);
    const [one, two] = [box.seal('twilio-token', HERE), box.seal('twilio-token', HERE)];
    expect(one).not.toBe(two);
    expect(one).not.toContain('twilio-token');
    expect(one).toMatch(/^sb2\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect([box.open(one, HERE), box.open(two, HERE)]).toEqual(['twilio-token', 'twilio-token']);
  });

  it('binds a value to its table, column, account and row key: copied anywhere else, it does not open', () => {
    const box = createSecretBox(NEW);
    const sealed = box.seal('twilio-token', HERE);
    for (const elsewhere of [
      { ...HERE, account: 'acc_2' },
      { ...HERE, table: 'sso_configs' },
      { ...HERE, column: 'client_secret' },
      { ...HERE, key: 'datadog' },
    ]) {
      expect(() => box.open(sealed, elsewhere), JSON.stringify(elsewhere)).toThrow();
    }
    const datadog = box.seal('key', { ...HERE, key: 'datadog' });
    expect(() => box.open(datadog, { ...HERE, key: 'sumologic' })).toThrow();
  });

  it('refuses an altered value, a plaintext value and a value sealed by an unknown key', () => {
    const box = createSecretBox(NEW);
    const parts = box.seal('secret', HERE).split('.');
    parts[3] = Buffer.from('SECRET').toString('base64url');
    expect(() => box.open(parts.join('.'), HERE)).toThrow();
    expect(() => box.open('secret', HERE)).toThrow(/not sealed/);
    expect(() => box.open(createSecretBox(OLD).seal('secret', HERE), HERE)).toThrow(/SECRETS_KEY_PREVIOUS/);
  });

  it('opens values of a previous key during a rotation, and tells them from current ones', () => {
    const sealedOld = createSecretBox(OLD).seal('rotated', HERE);
    const box = createSecretBox(NEW, [OLD]);
    expect(box.open(sealedOld, HERE)).toBe('rotated');
    expect(box.isCurrent(sealedOld)).toBe(false);
    expect(box.isCurrent(box.seal('x', HERE))).toBe(true);
    const rotated = box.reseal(sealedOld, HERE, { rotate: true });
    expect(box.isCurrent(rotated)).toBe(true);
    expect(createSecretBox(NEW).open(rotated, HERE)).toBe('rotated');
    // Without `rotate` (a start), a previous key's value stays as it is.
    expect(box.reseal(sealedOld, HERE)).toBe(sealedOld);
  });

  it('opens a value sealed before binding only to seal it again for its place (the migration of a start)', () => {
    const box = createSecretBox(NEW, [OLD]);
    const unbound = sealUnbound('legacy-token', OLD);
    expect(() => box.open(unbound, HERE)).toThrow(/not bound/);
    expect(box.isCurrent(unbound)).toBe(false);
    const bound = box.reseal(unbound, HERE);
    expect(bound).toMatch(/^sb2\./);
    expect(box.open(bound, HERE)).toBe('legacy-token');
    expect(() => box.open(bound, { ...HERE, account: 'acc_2' })).toThrow();
    // Plaintext is sealed for its place; a bound, current value is left alone.
    expect(box.open(box.reseal('plain-token', HERE), HERE)).toBe('plain-token');
    expect(box.reseal(bound, HERE, { rotate: true })).toBe(bound);
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
