import { describe, expect, it } from 'vitest';
import { parseStorageForm, storageFormValues } from './form';
import { DEFAULT_STORAGE_SETTINGS, STORAGE_MESSAGES, storageObjectKey, storageFileName } from './schemas';

const FINGERPRINT = 'SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s';
const empty = storageFormValues(DEFAULT_STORAGE_SETTINGS);

describe('the storage form', () => {
  it('starts as keep only, 30 days, with the S3 prefix and the SFTP port filled in', () => {
    expect(empty).toMatchObject({
      mode: 'keep',
      retentionDays: '30',
      s3: { prefix: '{app}/{yyyy}/{MM}/' },
      sftp: { port: '22' },
    });
    expect(parseStorageForm(empty, DEFAULT_STORAGE_SETTINGS)).toEqual({
      ok: true,
      body: { mode: 'keep', retentionDays: 30 },
    });
  });

  it('puts each refusal under its dotted field, a typed port included', () => {
    const values = {
      ...empty,
      mode: 'sftp' as const,
      sftp: { ...empty.sftp, port: 'twenty-two', hostKeyFingerprint: 'x' },
    };
    expect(parseStorageForm(values, DEFAULT_STORAGE_SETTINGS)).toEqual({
      ok: false,
      errors: {
        'sftp.host': STORAGE_MESSAGES.hostRequired,
        'sftp.port': STORAGE_MESSAGES.portRange,
        'sftp.username': STORAGE_MESSAGES.usernameRequired,
        'sftp.hostKeyFingerprint': STORAGE_MESSAGES.fingerprintFormat,
        'sftp.password': STORAGE_MESSAGES.passwordRequired,
      },
    });
  });

  it('an empty secret keeps the saved one, and is required when nothing is saved', () => {
    const s3 = { ...empty.s3, region: 'eu-west-2', bucket: 'northwind-signed', accessKeyId: 'AKIA' };
    const values = { ...empty, mode: 's3' as const, s3 };
    expect(parseStorageForm(values, DEFAULT_STORAGE_SETTINGS)).toEqual({
      ok: false,
      errors: { 's3.secretAccessKey': STORAGE_MESSAGES.secretAccessKeyRequired },
    });
    const saved = {
      ...DEFAULT_STORAGE_SETTINGS,
      mode: 's3' as const,
      s3: { ...s3, endpoint: '', hasSecret: true as const },
    };
    const parsed = parseStorageForm(values, saved);
    expect(parsed.ok && parsed.body).toMatchObject({ mode: 's3', s3: { bucket: 'northwind-signed' } });
    expect(
      parsed.ok &&
        parsed.body.mode === 's3' &&
        'secretAccessKey' in parsed.body.s3 &&
        parsed.body.s3.secretAccessKey,
    ).toBeFalsy();
  });

  it('sends the password only with password sign-in', () => {
    const sftp = {
      ...empty.sftp,
      host: 'sftp.example.com',
      username: 'u',
      password: 'p',
      privateKey: 'k',
      hostKeyFingerprint: FINGERPRINT,
    };
    const parsed = parseStorageForm({ ...empty, mode: 'sftp', sftp }, DEFAULT_STORAGE_SETTINGS);
    expect(parsed).toEqual({
      ok: true,
      body: {
        mode: 'sftp',
        retentionDays: 30,
        deleteAfterDelivery: false,
        sftp: {
          host: 'sftp.example.com',
          port: 22,
          username: 'u',
          authMethod: 'password',
          password: 'p',
          directory: '',
          hostKeyFingerprint: FINGERPRINT,
        },
      },
    });
  });
});

describe('file names and keys', () => {
  it('names the file {sessionId}_{customerRef}.pdf and fills the prefix for the day, in UTC', () => {
    const name = storageFileName('5b0c', 'CUS 42/7');
    expect(name).toBe('5b0c_CUS-42-7.pdf');
    expect(
      storageObjectKey(
        '{app}/{yyyy}/{MM}/{dd}/',
        'document-signature',
        new Date('2026-01-05T23:30:00-05:00'),
        name,
      ),
    ).toBe('document-signature/2026/01/06/5b0c_CUS-42-7.pdf');
    expect(storageObjectKey('', 'identity-verification', new Date(), name)).toBe(name);
  });
});
