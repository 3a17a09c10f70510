import type { ParsedStorageBody, SftpAuthMethod, StorageMode, StorageSettings } from './schemas';
import {
  DEFAULT_STORAGE_PREFIX,
  SFTP_DEFAULT_PORT,
  STORAGE_MESSAGES,
  storageBodySchema,
  storageSecretError,
} from './schemas';

/**
 * Settings › Storage's form as typed (apps.md §3.3): every field a string, each destination's fields kept while
 * another mode is chosen. Secrets start empty: empty means "keep the saved one" when one is saved.
 */
export interface StorageFormValues {
  mode: StorageMode;
  retentionDays: string;
  deleteAfterDelivery: boolean;
  s3: {
    endpoint: string;
    region: string;
    bucket: string;
    prefix: string;
    accessKeyId: string;
    secretAccessKey: string;
  };
  sftp: {
    host: string;
    port: string;
    username: string;
    authMethod: SftpAuthMethod;
    password: string;
    privateKey: string;
    directory: string;
    hostKeyFingerprint: string;
  };
}

/** The form of saved settings (or the defaults): S3's prefix `{app}/{yyyy}/{MM}/`, SFTP's port 22. */
export function storageFormValues(settings: StorageSettings): StorageFormValues {
  const { s3, sftp } = settings;
  return {
    mode: settings.mode,
    retentionDays: String(settings.retentionDays),
    deleteAfterDelivery: settings.deleteAfterDelivery,
    s3: {
      endpoint: s3?.endpoint ?? '',
      region: s3?.region ?? '',
      bucket: s3?.bucket ?? '',
      prefix: s3?.prefix ?? DEFAULT_STORAGE_PREFIX,
      accessKeyId: s3?.accessKeyId ?? '',
      secretAccessKey: '',
    },
    sftp: {
      host: sftp?.host ?? '',
      port: String(sftp?.port ?? SFTP_DEFAULT_PORT),
      username: sftp?.username ?? '',
      authMethod: sftp?.authMethod ?? 'password',
      password: '',
      privateKey: '',
      directory: sftp?.directory ?? '',
      hostKeyFingerprint: sftp?.hostKeyFingerprint ?? '',
    },
  };
}

const optional = (text: string) => (text === '' ? undefined : text);

/** The body the form sends: the chosen mode's fields only, an empty secret left out (the saved one stays). */
export function storageBodyOfForm(values: StorageFormValues): unknown {
  const retentionDays = Number(values.retentionDays);
  if (values.mode === 'keep') return { mode: 'keep', retentionDays };
  const common = { mode: values.mode, retentionDays, deleteAfterDelivery: values.deleteAfterDelivery };
  if (values.mode === 's3')
    return { ...common, s3: { ...values.s3, secretAccessKey: optional(values.s3.secretAccessKey.trim()) } };
  const { password, privateKey, port, ...sftp } = values.sftp;
  const portNumber = /^\d+$/.test(port.trim()) ? Number(port.trim()) : Number.NaN;
  return {
    ...common,
    sftp: {
      ...sftp,
      port: portNumber,
      ...(sftp.authMethod === 'password'
        ? { password: optional(password) }
        : { privateKey: optional(privateKey.trim()) }),
    },
  };
}

/**
 * The form checked as both back ends check it (storageBodySchema, then a left-out secret against what is saved):
 * the body to send, or each field's message under its dotted name (`s3.region`), as a 400's errors[] name them.
 */
export function parseStorageForm(
  values: StorageFormValues,
  saved: StorageSettings,
): { ok: true; body: ParsedStorageBody } | { ok: false; errors: Record<string, string> } {
  const body = storageBodyOfForm(values);
  const result = storageBodySchema.safeParse(body);
  if (!result.success) {
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      errors[field] ??= field === 'sftp.port' ? STORAGE_MESSAGES.portRange : issue.message;
    }
    // The missing secret beside the other fields' messages (it reads only the mode and the secrets).
    const secret = storageSecretError(body as ParsedStorageBody, saved);
    if (secret) errors[secret.field] ??= secret.message;
    return { ok: false, errors };
  }
  const missing = storageSecretError(result.data, saved);
  return missing
    ? { ok: false, errors: { [missing.field]: missing.message } }
    : { ok: true, body: result.data };
}
