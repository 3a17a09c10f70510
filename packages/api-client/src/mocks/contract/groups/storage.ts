import { REFUSALS } from '../../../rules/errors';
import { DEFAULT_STORAGE_SETTINGS, STORAGE_MESSAGES } from '../../../storage/schemas';
import { newestAuditEntry, refused, refusedStep } from '../facts';
import type { ContractGroup } from '../types';

const PATH = '/document-signature/settings/storage';
const FINGERPRINT = 'SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s';
const S3 = {
  endpoint: 'https://s3.archive.invalid',
  region: 'eu-west-2',
  bucket: 'northwind-signed',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const SFTP = {
  host: 'sftp.archive.invalid',
  username: 'northwind',
  authMethod: 'password',
  password: 'correct horse battery staple',
  hostKeyFingerprint: FINGERPRINT,
};
const s3Body = (s3: object = S3) => ({ mode: 's3', retentionDays: 90, deleteAfterDelivery: true, s3 });
const saving = (body: object, as: 'admin' | 'owner' = 'admin') =>
  ({ call: 'saveStorage', as, path: PATH, body }) as const;
const unresolved = (host: string) => `Could not resolve ${host}`;

/**
 * Settings › Storage (apps.md §3.3, §3.7). The destinations of the table end in `.invalid` (RFC 2606), a name no
 * resolver answers: the server's test fails on its DNS lookup, and the mocks (which reach nothing) fail such a name
 * with the same words, so the failed test and the save's 422 are in the table. Tests that reach an S3 or SFTP server
 * are the server's own (routes/storage.test.ts, against local fakes of both protocols).
 */
export const storageGroup: ContractGroup = {
  name: 'storage: keep only by default, write-only secrets, a save tested first, other apps 404',
  steps: [
    {
      name: 'keep only, 30 days, before the first save',
      call: 'getStorage',
      as: 'admin',
      path: PATH,
      expect: { status: 200, body: DEFAULT_STORAGE_SETTINGS },
    },
    {
      name: 'an app without storage settings is 404',
      call: 'getStorage',
      as: 'owner',
      path: '/e-form/settings/storage',
      expect: { status: 404, body: refused(404, 'NOT_FOUND', REFUSALS.noStorageSettings) },
    },
    {
      name: 'identity verification is unreleased: 404 but for staff',
      call: 'getStorage',
      as: 'owner',
      path: '/identity-verification/settings/storage',
      expect: { status: 404, body: refused(404, 'NOT_FOUND', REFUSALS.noSuchApp) },
    },
    {
      name: 'a supervisor does not see it',
      call: 'getStorage',
      as: 'supervisor',
      path: PATH,
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
    refusedStep(
      'the S3 fields, each with its words',
      saving(
        s3Body({
          ...S3,
          endpoint: 'http://s3.example.com',
          region: ' ',
          bucket: 'Bad_Bucket',
          prefix: '{app}/{foo}/',
        }),
      ),
      { field: 's3.endpoint', message: STORAGE_MESSAGES.endpointHttps },
      { field: 's3.region', message: STORAGE_MESSAGES.regionRequired },
      { field: 's3.bucket', message: STORAGE_MESSAGES.bucketName },
      { field: 's3.prefix', message: STORAGE_MESSAGES.prefixPlaceholder('{foo}') },
    ),
    refusedStep(
      'the SFTP fields, each with its words',
      saving({
        mode: 'sftp',
        retentionDays: 30,
        deleteAfterDelivery: false,
        sftp: {
          ...SFTP,
          host: 'https://sftp.example.com',
          port: 70_000,
          username: '',
          hostKeyFingerprint: 'MD5:ab',
        },
      }),
      { field: 'sftp.host', message: STORAGE_MESSAGES.hostName },
      { field: 'sftp.port', message: STORAGE_MESSAGES.portRange },
      { field: 'sftp.username', message: STORAGE_MESSAGES.usernameRequired },
      { field: 'sftp.hostKeyFingerprint', message: STORAGE_MESSAGES.fingerprintFormat },
    ),
    refusedStep(
      'a secret left out needs a saved one',
      saving(s3Body({ ...S3, secretAccessKey: undefined })),
      { field: 's3.secretAccessKey', message: STORAGE_MESSAGES.secretAccessKeyRequired },
    ),
    refusedStep(
      'a password left out needs a saved one',
      saving({
        mode: 'sftp',
        retentionDays: 30,
        deleteAfterDelivery: false,
        sftp: { ...SFTP, password: undefined },
      }),
      { field: 'sftp.password', message: STORAGE_MESSAGES.passwordRequired },
    ),
    {
      name: 'a test that cannot reach the bucket fails with the reason',
      call: 'testStorage',
      as: 'admin',
      path: `${PATH}/test`,
      body: s3Body(),
      expect: { status: 201, body: { wasSuccessful: false, message: unresolved('s3.archive.invalid') } },
    },
    {
      name: 'a save is tested first: 422, nothing saved',
      ...saving({ mode: 'sftp', retentionDays: 30, deleteAfterDelivery: false, sftp: SFTP }),
      expect: { status: 422, body: refused(422, 'STORAGE_TEST_FAILED', unresolved('sftp.archive.invalid')) },
    },
    {
      name: 'still keep only',
      call: 'getStorage',
      as: 'owner',
      path: PATH,
      expect: { status: 200, body: DEFAULT_STORAGE_SETTINGS },
    },
    {
      name: 'keep only has nothing to test',
      call: 'testStorage',
      as: 'owner',
      path: `${PATH}/test`,
      body: { mode: 'keep', retentionDays: 365 },
      expect: { status: 201, body: { wasSuccessful: true } },
    },
    {
      name: 'keeping files 90 days',
      ...saving({ mode: 'keep', retentionDays: 90 }, 'owner'),
      expect: { status: 200, body: { ...DEFAULT_STORAGE_SETTINGS, retentionDays: 90 } },
    },
    newestAuditEntry('audited in the app', {
      admin: { firstName: 'Olivia', lastName: 'Bennett' },
      namespace: 'document-signature',
      description: 'Storage settings saved: files kept 90 days',
      event: 'settings.storage-saved',
    }),
    {
      name: 'disconnecting with no destination changes nothing',
      call: 'removeStorage',
      as: 'admin',
      path: PATH,
      expect: { status: 200, body: { ...DEFAULT_STORAGE_SETTINGS, retentionDays: 90 } },
    },
    {
      name: "another account's settings are its own",
      call: 'getStorage',
      as: 'newcomer',
      path: PATH,
      expect: { status: 200, body: DEFAULT_STORAGE_SETTINGS },
    },
  ],
};
