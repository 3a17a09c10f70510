import type { AppId, ParsedStorageBody, StorageSettings } from '@console/api-client';
import { DEFAULT_STORAGE_SETTINGS, storageSecretOf, storageSettingsOf } from '@console/api-client';
import type { SecretBox } from '../crypto/secret-box';
import { SECRET_PLACES } from '../crypto/secret-places';
import type { Queryable } from '../db/schema';

/** What an app's storage row holds: the settings GET answers and the body it was saved from, secret opened. */
export interface StoredStorage {
  settings: StorageSettings;
  /** The saved body with its secret (null in keep-only mode, or before the first save). */
  body: ParsedStorageBody | null;
}

/** The account's storage settings of `app`, its secret opened only when `secrets` is given (an outbound call). */
export async function loadStorage(
  db: Queryable,
  accountId: string,
  app: AppId,
  secrets?: SecretBox,
): Promise<StoredStorage> {
  const row = await db
    .selectFrom('storage_settings')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('app', '=', app)
    .executeTakeFirst();
  if (!row) return { settings: DEFAULT_STORAGE_SETTINGS, body: null };
  const retentionDays = row.retention_days as StorageSettings['retentionDays'];
  if (row.mode === 'keep' || row.config === null)
    return { settings: { ...DEFAULT_STORAGE_SETTINGS, retentionDays }, body: null };
  const secret =
    secrets && row.secret !== null
      ? secrets.open(row.secret, SECRET_PLACES.storageSecret(accountId, app))
      : undefined;
  const common = { retentionDays, deleteAfterDelivery: row.delete_after_delivery };
  const body = (
    row.mode === 's3'
      ? { mode: 's3', ...common, s3: { ...row.config, secretAccessKey: secret } }
      : {
          mode: 'sftp',
          ...common,
          sftp: {
            ...row.config,
            ...(row.config.authMethod === 'password' ? { password: secret } : { privateKey: secret }),
          },
        }
  ) as ParsedStorageBody;
  return { settings: storageSettingsOf(body), body };
}

/** Stores the body (its secret sealed for its row); keep-only mode keeps no destination and no secret. */
export async function saveStorageRow(
  db: Queryable,
  secrets: SecretBox,
  accountId: string,
  app: AppId,
  body: ParsedStorageBody,
  now: Date,
): Promise<void> {
  const secret = storageSecretOf(body);
  const settings = storageSettingsOf(body);
  const { hasSecret: _s3, ...s3 } = settings.s3 ?? { hasSecret: true };
  const { hasSecret: _sftp, ...sftp } = settings.sftp ?? { hasSecret: true };
  const config = settings.s3 ? s3 : settings.sftp ? sftp : null;
  const values = {
    mode: body.mode,
    retention_days: settings.retentionDays,
    delete_after_delivery: settings.deleteAfterDelivery,
    config: config === null ? null : JSON.stringify(config),
    secret: secret === undefined ? null : secrets.seal(secret, SECRET_PLACES.storageSecret(accountId, app)),
    updated_at: now,
  };
  await db
    .insertInto('storage_settings')
    .values({ account_id: accountId, app, ...values })
    .onConflict((oc) => oc.columns(['account_id', 'app']).doUpdateSet(values))
    .execute();
}
