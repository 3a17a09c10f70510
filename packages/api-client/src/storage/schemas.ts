import { z } from 'zod';
import type { AppId } from '../apps';
import { notFound, Refusal, REFUSALS } from '../rules/errors';

/**
 * Settings › Storage of document signature and identity verification (apps.md §3.3, §3.7): where a session's file
 * (`{sessionId}_{customerRef}.pdf`: the signed PDF, the verification report) goes besides the product itself.
 *
 * - `keep` ("Keep in {product} only", the default): the product keeps the file `retentionDays` (30/90/365).
 * - `s3` ("S3-compatible bucket"): PUT Object, signed with SigV4, under `prefix` (placeholders {app}, {yyyy}, {MM},
 *   {dd} of the session's completion day, UTC); `endpoint` empty means AWS itself (virtual-hosted addressing),
 *   a custom endpoint (MinIO, Wasabi, R2, ...) is addressed path-style.
 * - `sftp` ("SFTP"): written into `directory` (empty: the login directory) after the host key matched the
 *   fingerprint, authenticated by password or private key.
 *
 * Secrets (the secret key, the password, the private key) are write-only: GET answers `hasSecret: true`, a save that
 * leaves them out keeps the saved one (same mode, same auth method), anything else must send one. With a remote
 * destination, "Delete from {product} after delivery" drops the product's copy once the file arrived; otherwise the
 * product keeps it `retentionDays` as well (our choice: the retention applies to the product's copy in every mode).
 */
export const STORAGE_APPS = [
  'document-signature',
  'identity-verification',
] as const satisfies readonly AppId[];
export type StorageApp = (typeof STORAGE_APPS)[number];
export const hasStorageSettings = (app: AppId): app is StorageApp =>
  (STORAGE_APPS as readonly AppId[]).includes(app);

/** The app of a storage call, or 404 for an app without Settings › Storage (both back ends). */
export function storageApp(app: AppId): StorageApp {
  if (!hasStorageSettings(app)) throw notFound(REFUSALS.noStorageSettings);
  return app;
}

/** 422 STORAGE_TEST_FAILED: the save's test failed; the message is the destination's own words. */
export const storageTestFailed = (message: string) => new Refusal('STORAGE_TEST_FAILED', message);

export const STORAGE_MODES = ['keep', 's3', 'sftp'] as const;
export type StorageMode = (typeof STORAGE_MODES)[number];

export const STORAGE_RETENTION_DAYS = [30, 90, 365] as const;
export type StorageRetentionDays = (typeof STORAGE_RETENTION_DAYS)[number];
/** Our choice: the shortest, as a new account keeps least. */
export const DEFAULT_STORAGE_RETENTION_DAYS: StorageRetentionDays = 30;

export const DEFAULT_STORAGE_PREFIX = '{app}/{yyyy}/{MM}/';
export const STORAGE_PREFIX_PLACEHOLDERS = ['{app}', '{yyyy}', '{MM}', '{dd}'] as const;
export const STORAGE_PREFIX_MAX = 200;
export const SFTP_DEFAULT_PORT = 22;
export const SFTP_DIRECTORY_MAX = 200;
/** What "Test connection" writes and deletes (apps.md §3.3). */
export const STORAGE_TEST_FILE = '.connection-test';
/** How a saved secret is shown (apps.md §3.3). */
export const STORAGE_SECRET_MASK = '••••••••';

export const SFTP_AUTH_METHODS = ['password', 'privateKey'] as const;
export type SftpAuthMethod = (typeof SFTP_AUTH_METHODS)[number];

export const STORAGE_MESSAGES = {
  regionRequired: 'Region is required',
  bucketRequired: 'Bucket is required',
  bucketName: 'Bucket names are 3 to 63 lowercase letters, digits, dots and hyphens',
  endpointHttps: 'Endpoint must be an https:// URL',
  prefixLength: `Prefix must be ${STORAGE_PREFIX_MAX} characters or fewer`,
  prefixPlaceholder: (placeholder: string) => `Unknown placeholder ${placeholder}`,
  accessKeyIdRequired: 'Access key ID is required',
  secretAccessKeyRequired: 'Secret key is required',
  hostRequired: 'Host is required',
  hostName: 'Enter a host name or an IP address, without https:// or a port',
  portRange: 'Port must be between 1 and 65535',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  privateKeyRequired: 'Private key is required',
  privateKeyFormat: 'Paste the whole private key, from -----BEGIN to -----END',
  directoryLength: `Directory must be ${SFTP_DIRECTORY_MAX} characters or fewer`,
  fingerprintFormat: 'Enter the fingerprint as ssh-keygen prints it: SHA256: followed by 43 characters',
  saved: 'Storage settings have been saved',
  disconnected: 'Storage has been disconnected',
} as const;

const required = (message: string) => z.string().trim().min(1, { error: message });
const retentionDays = z.union(
  STORAGE_RETENTION_DAYS.map((days) => z.literal(days)),
  {
    error: 'Retention must be 30, 90 or 365 days',
  },
);

/** The placeholders of a prefix that are not ours, e.g. `{foo}`. */
export function unknownPrefixPlaceholder(prefix: string): string | null {
  return (
    prefix
      .match(/\{[^}]*\}/g)
      ?.find((found) => !(STORAGE_PREFIX_PLACEHOLDERS as readonly string[]).includes(found)) ?? null
  );
}

const s3Settings = {
  /** Empty for AWS itself; otherwise the service's https URL (a custom endpoint is addressed path-style). */
  endpoint: z
    .string()
    .trim()
    .refine((text) => text === '' || /^https:\/\/[^/\s?#]+\/?$/i.test(text), {
      error: STORAGE_MESSAGES.endpointHttps,
    }),
  region: required(STORAGE_MESSAGES.regionRequired).max(64),
  bucket: required(STORAGE_MESSAGES.bucketRequired).regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    error: STORAGE_MESSAGES.bucketName,
  }),
  prefix: z
    .string()
    .trim()
    .max(STORAGE_PREFIX_MAX, { error: STORAGE_MESSAGES.prefixLength })
    .superRefine((prefix, context) => {
      const unknown = unknownPrefixPlaceholder(prefix);
      if (unknown) context.addIssue({ code: 'custom', message: STORAGE_MESSAGES.prefixPlaceholder(unknown) });
    }),
  accessKeyId: required(STORAGE_MESSAGES.accessKeyIdRequired).max(128),
};

const sftpSettings = {
  host: required(STORAGE_MESSAGES.hostRequired)
    .max(253)
    .regex(/^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[?[0-9A-Fa-f:.]+\]?)$/, {
      error: STORAGE_MESSAGES.hostName,
    }),
  port: z
    .number({ error: STORAGE_MESSAGES.portRange })
    .int({ error: STORAGE_MESSAGES.portRange })
    .min(1, { error: STORAGE_MESSAGES.portRange })
    .max(65_535, { error: STORAGE_MESSAGES.portRange }),
  username: required(STORAGE_MESSAGES.usernameRequired).max(128),
  authMethod: z.enum(SFTP_AUTH_METHODS),
  directory: z.string().trim().max(SFTP_DIRECTORY_MAX, { error: STORAGE_MESSAGES.directoryLength }),
  /** As `ssh-keygen -lf` prints it: `SHA256:` and the unpadded base64 of the key's SHA-256. */
  hostKeyFingerprint: z
    .string()
    .trim()
    .regex(/^SHA256:[A-Za-z0-9+/]{43}=?$/, { error: STORAGE_MESSAGES.fingerprintFormat }),
};

/** GET's S3 settings: the secret key never comes back. */
export const s3StorageSchema = z.object({ ...s3Settings, hasSecret: z.literal(true) });
export type S3Storage = z.infer<typeof s3StorageSchema>;
/** GET's SFTP settings: the password or private key never comes back. */
export const sftpStorageSchema = z.object({ ...sftpSettings, hasSecret: z.literal(true) });
export type SftpStorage = z.infer<typeof sftpStorageSchema>;

/** GET /{app}/settings/storage: the mode, and the settings of the remote destination in use (null otherwise). */
export const storageSettingsSchema = z.object({
  mode: z.enum(STORAGE_MODES),
  retentionDays,
  deleteAfterDelivery: z.boolean(),
  s3: s3StorageSchema.nullable(),
  sftp: sftpStorageSchema.nullable(),
});
export type StorageSettings = z.infer<typeof storageSettingsSchema>;

/** What an account has before its first save. */
export const DEFAULT_STORAGE_SETTINGS: StorageSettings = {
  mode: 'keep',
  retentionDays: DEFAULT_STORAGE_RETENTION_DAYS,
  deleteAfterDelivery: false,
  s3: null,
  sftp: null,
};

/** PEM or OpenSSH private keys, whole. */
const privateKey = z
  .string()
  .trim()
  .refine(
    (text) => /^-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+-----END [A-Z ]*PRIVATE KEY-----$/.test(text),
    {
      error: STORAGE_MESSAGES.privateKeyFormat,
    },
  );

/**
 * PUT /{app}/settings/storage and POST …/storage/test: the mode and its settings. A secret left out keeps the saved
 * one (checked against what is saved: storageSecretError).
 */
export const storageBodySchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('keep'), retentionDays }),
  z.object({
    mode: z.literal('s3'),
    retentionDays,
    deleteAfterDelivery: z.boolean(),
    s3: z.object({
      ...s3Settings,
      endpoint: s3Settings.endpoint.default(''),
      prefix: s3Settings.prefix.default(DEFAULT_STORAGE_PREFIX),
      secretAccessKey: z
        .string()
        .trim()
        .min(1, { error: STORAGE_MESSAGES.secretAccessKeyRequired })
        .optional(),
    }),
  }),
  z.object({
    mode: z.literal('sftp'),
    retentionDays,
    deleteAfterDelivery: z.boolean(),
    sftp: z.object({
      ...sftpSettings,
      port: sftpSettings.port.default(SFTP_DEFAULT_PORT),
      directory: sftpSettings.directory.default(''),
      password: z.string().min(1, { error: STORAGE_MESSAGES.passwordRequired }).optional(),
      privateKey: privateKey.optional(),
    }),
  }),
]);
export type StorageBody = z.input<typeof storageBodySchema>;
export type ParsedStorageBody = z.output<typeof storageBodySchema>;

/** POST …/storage/test answer (apps.md §3.3): `message` is the destination's own words when it failed. */
export const storageTestResultSchema = z.object({
  wasSuccessful: z.boolean(),
  message: z.string().optional(),
});
export type StorageTestResult = z.infer<typeof storageTestResultSchema>;

/**
 * The field error of a body whose secret is left out while nothing saved can stand for it (another mode, another
 * SFTP auth method, or nothing saved), or null. `saved` is what GET answers.
 */
export function storageSecretError(
  body: ParsedStorageBody,
  saved: StorageSettings,
): { field: string; message: string } | null {
  if (body.mode === 's3' && body.s3.secretAccessKey === undefined && saved.s3 === null)
    return { field: 's3.secretAccessKey', message: STORAGE_MESSAGES.secretAccessKeyRequired };
  if (body.mode !== 'sftp') return null;
  const keeps = saved.sftp !== null && saved.sftp.authMethod === body.sftp.authMethod;
  if (body.sftp.authMethod === 'password' && body.sftp.password === undefined && !keeps)
    return { field: 'sftp.password', message: STORAGE_MESSAGES.passwordRequired };
  if (body.sftp.authMethod === 'privateKey' && body.sftp.privateKey === undefined && !keeps)
    return { field: 'sftp.privateKey', message: STORAGE_MESSAGES.privateKeyRequired };
  return null;
}

/** The secret a body carries (the S3 secret key, or the SFTP password or private key of its auth method), if any. */
export function storageSecretOf(body: ParsedStorageBody): string | undefined {
  if (body.mode === 's3') return body.s3.secretAccessKey;
  if (body.mode === 'sftp')
    return body.sftp.authMethod === 'password' ? body.sftp.password : body.sftp.privateKey;
  return undefined;
}

/**
 * A body whose secret is left out, completed with the saved one (`saved`: the saved body, secret included) when the
 * same mode, and for SFTP the same auth method, kept one: what both back ends test and store.
 */
export function withSavedStorageSecret(
  body: ParsedStorageBody,
  saved: ParsedStorageBody | null | undefined,
): ParsedStorageBody {
  if (storageSecretOf(body) !== undefined || !saved) return body;
  if (body.mode === 's3' && saved.mode === 's3')
    return { ...body, s3: { ...body.s3, secretAccessKey: saved.s3.secretAccessKey } };
  if (body.mode === 'sftp' && saved.mode === 'sftp' && saved.sftp.authMethod === body.sftp.authMethod)
    return {
      ...body,
      sftp: { ...body.sftp, password: saved.sftp.password, privateKey: saved.sftp.privateKey },
    };
  return body;
}

/** The settings a saved body leaves (what GET answers next): secrets out, `hasSecret: true`. */
export function storageSettingsOf(body: ParsedStorageBody): StorageSettings {
  if (body.mode === 'keep') return { ...DEFAULT_STORAGE_SETTINGS, retentionDays: body.retentionDays };
  const { mode, retentionDays: days, deleteAfterDelivery } = body;
  if (mode === 's3') {
    const { secretAccessKey: _secret, ...s3 } = body.s3;
    return { mode, retentionDays: days, deleteAfterDelivery, s3: { ...s3, hasSecret: true }, sftp: null };
  }
  const { password: _password, privateKey: _key, ...sftp } = body.sftp;
  return { mode, retentionDays: days, deleteAfterDelivery, s3: null, sftp: { ...sftp, hasSecret: true } };
}

/** The object key of a session's file: the prefix filled for the day it completed (UTC), then the file name. */
export function storageObjectKey(prefix: string, app: AppId, at: Date, fileName: string): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const filled = prefix
    .replaceAll('{app}', app)
    .replaceAll('{yyyy}', String(at.getUTCFullYear()))
    .replaceAll('{MM}', pad(at.getUTCMonth() + 1))
    .replaceAll('{dd}', pad(at.getUTCDate()));
  return `${filled}${fileName}`.replace(/^\/+/, '');
}

/** `{sessionId}_{customerRef}.pdf` (apps.md §3.3), the customer reference kept to file-safe characters. */
export function storageFileName(sessionId: string, customerRef: string): string {
  return `${sessionId}_${customerRef.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;
}

/** A destination in the audit log's words: "S3 bucket invoices-archive", "SFTP sftp.example.com". */
export function storageDestinationText(settings: Pick<StorageSettings, 's3' | 'sftp'>): string | null {
  if (settings.s3) return `S3 bucket ${settings.s3.bucket}`;
  if (settings.sftp) return `SFTP ${settings.sftp.host}`;
  return null;
}
