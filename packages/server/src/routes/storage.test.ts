import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_STORAGE_SETTINGS, STORAGE_MESSAGES, storageSettingsSchema } from '@console/api-client';
import { REFUSALS } from '@console/api-client/rules';
import { createSecretBox } from '../crypto/secret-box';
import { SECRET_PLACES } from '../crypto/secret-places';
import { resealStoredSecrets } from '../crypto/stored-secrets';
import { HOST_KEY_MISMATCH } from '../storage/sftp';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { latestAudit } from '../test/audit';
import type { StorageWorld } from '../test/storage-world';
import {
  MINIO_HOST,
  S3_BUCKET,
  S3_KEY,
  SFTP_HOST,
  SFTP_USER,
  startStorageWorld,
} from '../test/storage-world';
import type { TestApp } from '../test/test-app';
import { createTestApp, TEST_SECRETS_KEY } from '../test/test-app';

const PATH = '/api/document-signature/settings/storage';
let t: TestApp;
let world: StorageWorld;
let otherOwner: string;

beforeAll(async () => {
  world = await startStorageWorld();
  t = await createTestApp({ outbound: world.outbound });
  const other = await t.otherAccountOwner();
  otherOwner = other.token;
}, 180_000);
afterAll(async () => {
  await t.close();
  await world.close();
});
beforeEach(async () => {
  world.s3.failWith(undefined);
  await t.request('DELETE', PATH, { token: t.tokens.owner });
});

const save = (body: unknown, token = t.tokens.owner, path = PATH) => t.request('PUT', path, { token, body });
const test = (body: unknown, token = t.tokens.owner) => t.request('POST', `${PATH}/test`, { token, body });
const stored = () =>
  t.db
    .selectFrom('storage_settings')
    .selectAll()
    .where('account_id', '=', DEMO_ACCOUNT_ID)
    .where('app', '=', 'document-signature')
    .executeTakeFirst();

describe('who may see and change Settings › Storage', () => {
  it('owner, admin and ghost; a supervisor is refused (403), no token is 401', async () => {
    for (const token of [t.tokens.owner, t.tokens.admin, t.tokens.ghost])
      expect((await t.request('GET', PATH, { token })).status).toBe(200);
    expect((await t.request('GET', PATH, { token: t.tokens.supervisor })).json).toMatchObject({
      statusCode: 403,
      error: 'FORBIDDEN',
    });
    expect((await save(world.s3Body(), t.tokens.supervisor)).status).toBe(403);
    expect((await test(world.s3Body(), t.tokens.supervisor)).status).toBe(403);
    expect((await t.request('DELETE', PATH, { token: t.tokens.supervisor })).status).toBe(403);
    expect((await t.request('GET', PATH)).json).toMatchObject({ statusCode: 401, error: 'UNAUTHENTICATED' });
    expect(world.s3.written).toEqual([]);
  });

  it('only document signature and identity verification (unreleased: staff only) have it', async () => {
    const eForm = await t.request('GET', '/api/e-form/settings/storage', { token: t.tokens.owner });
    expect(eForm.status).toBe(404);
    expect(eForm.json).toEqual({ statusCode: 404, error: 'NOT_FOUND', message: REFUSALS.noStorageSettings });
    expect((await save(world.s3Body(), t.tokens.owner, '/api/payments/settings/storage')).status).toBe(404);
    const identity = '/api/identity-verification/settings/storage';
    expect((await t.request('GET', identity, { token: t.tokens.owner })).status).toBe(404);
    expect((await t.request('GET', identity, { token: t.tokens.ghost })).json).toEqual(
      DEFAULT_STORAGE_SETTINGS,
    );
  });
});

describe('GET and bad bodies', () => {
  it('answers keep only for 30 days before the first save', async () => {
    expect((await t.request('GET', PATH, { token: t.tokens.admin })).json).toEqual(DEFAULT_STORAGE_SETTINGS);
  });

  it('refuses bad bodies with 400, the error body and errors[] per field, and calls nobody', async () => {
    const res = await save(world.s3Body({ region: '', bucket: 'No_Such', endpoint: 'http://x.example' }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      errors: [
        { field: 's3.endpoint', message: STORAGE_MESSAGES.endpointHttps },
        { field: 's3.region', message: STORAGE_MESSAGES.regionRequired },
        { field: 's3.bucket', message: STORAGE_MESSAGES.bucketName },
      ],
    });
    const sftp = await save(world.sftpBody({ port: 0, hostKeyFingerprint: 'SHA256:short' }));
    expect(sftp.json).toMatchObject({
      errors: [
        { field: 'sftp.port', message: STORAGE_MESSAGES.portRange },
        { field: 'sftp.hostKeyFingerprint', message: STORAGE_MESSAGES.fingerprintFormat },
      ],
    });
    expect((await save({ mode: 'ftp' })).status).toBe(400);
    expect((await save({ mode: 'keep', retentionDays: 60 })).status).toBe(400);
    expect(world.s3.written).toEqual([]);
  });
});

describe('S3', () => {
  it('saves after a test that writes and deletes .connection-test (virtual-hosted AWS); the secret is write-only', async () => {
    const res = await save(world.s3Body({}, { deleteAfterDelivery: true }));
    expect(res.status).toBe(200);
    const settings = storageSettingsSchema.parse(res.json);
    expect(settings).toEqual({
      mode: 's3',
      retentionDays: 90,
      deleteAfterDelivery: true,
      s3: {
        endpoint: '',
        region: 'eu-west-2',
        bucket: S3_BUCKET,
        prefix: '{app}/{yyyy}/{MM}/',
        accessKeyId: S3_KEY.accessKeyId,
        hasSecret: true,
      },
      sftp: null,
    });
    expect(res.text).not.toContain(S3_KEY.secretAccessKey);
    expect((await t.request('GET', PATH, { token: t.tokens.admin })).text).not.toContain(
      S3_KEY.secretAccessKey,
    );
    // The test object went under the prefix, filled for today (TEST_NOW: 2026-11-21), and is gone again.
    expect(world.s3.written.at(-1)).toBe(`${S3_BUCKET}/document-signature/2026/11/.connection-test`);
    expect(world.s3.objects.size).toBe(0);
    const last = world.s3.requests.at(-2);
    expect(last?.headers.host).toBe(`${S3_BUCKET}.s3.eu-west-2.amazonaws.com`);
    expect(last?.url).toBe('/document-signature/2026/11/.connection-test');
    // Sealed at rest, bound to its row.
    const row = await stored();
    expect(row?.secret).toMatch(/^sb2\./);
    expect(JSON.stringify(row)).not.toContain(S3_KEY.secretAccessKey);
    expect(await latestAudit(t.db)).toMatchObject({
      namespace: 'document-signature',
      description: `Storage settings saved: S3 bucket ${S3_BUCKET}`,
    });
  });

  it('a save or a test without the secret uses the saved one', async () => {
    expect((await save(world.s3Body())).status).toBe(200);
    const { secretAccessKey: _secret, ...withoutSecret } = world.s3Body().s3;
    expect((await test({ ...world.s3Body(), s3: withoutSecret })).json).toEqual({ wasSuccessful: true });
    expect((await save({ ...world.s3Body(), s3: { ...withoutSecret, prefix: 'signed/' } })).status).toBe(200);
    expect(world.s3.written.at(-1)).toBe(`${S3_BUCKET}/signed/.connection-test`);
  });

  it('a custom endpoint is addressed path-style', async () => {
    const res = await test(world.s3Body({ endpoint: `https://${MINIO_HOST}` }));
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ wasSuccessful: true });
    const put = world.s3.requests.at(-2);
    expect(put?.headers.host).toBe(MINIO_HOST);
    expect(put?.url).toBe(`/${S3_BUCKET}/document-signature/2026/11/.connection-test`);
    expect(put?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a failed test answers S3 words; a failed save is 422 STORAGE_TEST_FAILED and saves nothing', async () => {
    expect((await test(world.s3Body({ secretAccessKey: 'wrong' }))).json).toEqual({
      wasSuccessful: false,
      message:
        'SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    });
    const refused = await save(world.s3Body({ endpoint: `https://${MINIO_HOST}`, bucket: 'somebody-elses' }));
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({
      statusCode: 422,
      error: 'STORAGE_TEST_FAILED',
      message: 'NoSuchBucket: The specified bucket does not exist',
    });
    expect(await stored()).toMatchObject({ mode: 'keep', secret: null });
    world.s3.failWith(() => ({ status: 503, body: '' }));
    expect((await test(world.s3Body())).json).toEqual({ wasSuccessful: false, message: 'S3 answered 503' });
  });

  it('refuses private addresses through the outbound guard', async () => {
    for (const endpoint of ['https://169.254.169.254', 'https://10.0.0.8:9000']) {
      const res = await test(world.s3Body({ endpoint }));
      expect(res.json).toEqual({
        wasSuccessful: false,
        message: `The address ${new URL(endpoint).hostname} is not allowed`,
      });
    }
  });
});

describe('SFTP', () => {
  it('saves with a password after writing and deleting .connection-test in the directory', async () => {
    const res = await save(world.sftpBody({ directory: '' }));
    expect(res.status).toBe(200);
    expect(storageSettingsSchema.parse(res.json).sftp).toEqual({
      host: SFTP_HOST,
      port: 22,
      username: SFTP_USER.username,
      authMethod: 'password',
      directory: '',
      hostKeyFingerprint: world.sftp.fingerprint,
      hasSecret: true,
    });
    expect(res.text).not.toContain(SFTP_USER.password);
    expect(world.sftp.written.at(-1)).toBe('.connection-test');
    expect(JSON.stringify(await stored())).not.toContain(SFTP_USER.password);
    expect(await latestAudit(t.db)).toMatchObject({
      description: `Storage settings saved: SFTP ${SFTP_HOST}`,
    });
  });

  it('signs in with a private key; switching auth method needs the new secret', async () => {
    expect((await save(world.sftpBody())).status).toBe(200);
    const keyless = world.sftpBody({ authMethod: 'privateKey', password: undefined });
    expect((await save(keyless)).json).toMatchObject({
      errors: [{ field: 'sftp.privateKey', message: STORAGE_MESSAGES.privateKeyRequired }],
    });
    const res = await test(
      world.sftpBody({ authMethod: 'privateKey', password: undefined, privateKey: world.privateKey }),
    );
    expect(res.json).toEqual({ wasSuccessful: true });
  });

  it('refuses a host key that does not match the fingerprint, and a wrong password', async () => {
    const other = 'SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s';
    expect((await test(world.sftpBody({ hostKeyFingerprint: other }))).json).toEqual({
      wasSuccessful: false,
      message: HOST_KEY_MISMATCH,
    });
    const wrong = await test(world.sftpBody({ password: 'wrong' }));
    expect(wrong.json).toEqual({
      wasSuccessful: false,
      message: 'All configured authentication methods failed',
    });
  });

  it('refuses private addresses as the outbound guard does', async () => {
    for (const host of ['10.0.0.5', '127.0.0.1', 'localhost']) {
      const res = await test(world.sftpBody({ host }));
      expect(res.json).toMatchObject({ wasSuccessful: false });
      expect((res.json as { message: string }).message).toMatch(
        /^The address (10\.0\.0\.5|127\.0\.0\.1) is not allowed$/,
      );
    }
  });
});

describe('secrets at rest', () => {
  it('a key rotation seals the stored secret again with the new key', async () => {
    expect((await save(world.s3Body())).status).toBe(200);
    const next = 'a1'.repeat(32);
    const before = (await stored())?.secret;
    expect(
      await resealStoredSecrets(t.db, createSecretBox(next, [TEST_SECRETS_KEY]), { rotate: true }),
    ).toBeGreaterThanOrEqual(1);
    const after = (await stored())?.secret ?? '';
    expect(after).not.toBe(before);
    const place = SECRET_PLACES.storageSecret(DEMO_ACCOUNT_ID, 'document-signature');
    expect(createSecretBox(next).open(after, place)).toBe(S3_KEY.secretAccessKey);
    // Back to the tests' key for the rest of the file.
    await resealStoredSecrets(t.db, createSecretBox(TEST_SECRETS_KEY, [next]), { rotate: true });
  });
});

describe('disconnect and tenants', () => {
  it('DELETE goes back to keep only with the retention, forgets the secret and is audited', async () => {
    expect((await save(world.sftpBody({}, { retentionDays: 365 }))).status).toBe(200);
    const res = await t.request('DELETE', PATH, { token: t.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...DEFAULT_STORAGE_SETTINGS, retentionDays: 365 });
    expect(await stored()).toMatchObject({ mode: 'keep', secret: null, config: null });
    expect(await latestAudit(t.db)).toMatchObject({ description: `Storage disconnected: SFTP ${SFTP_HOST}` });
  });

  it("another account's settings are its own", async () => {
    expect((await save(world.s3Body())).status).toBe(200);
    expect((await t.request('GET', PATH, { token: otherOwner })).json).toEqual(DEFAULT_STORAGE_SETTINGS);
    // Its save without a secret cannot borrow the demo account's.
    const { secretAccessKey: _secret, ...withoutSecret } = world.s3Body().s3;
    expect((await save({ ...world.s3Body(), s3: withoutSecret }, otherOwner)).status).toBe(400);
  });
});
