import { maskSecretUrl } from '@console/api-client';
import type { Db } from '../db/schema';
import type { SecretBox, SecretContext } from './secret-box';
import { SECRET_PLACES } from './secret-places';

/** Where the URL of a URL-only log destination sat in plaintext before it was sealed. */
const URL_FIELDS = { sumologic: 'collectorUrl', rapid7: 'webhookUrl' } as const;

/**
 * Seals what is stored in plaintext (rows written before secrets were sealed; Sumo Logic and Rapid7
 * URLs move from `config` into `secret`, `config` keeping their mask), binds values sealed before
 * they were bound to their place (`sb1`, see SecretBox) and, with `rotate`, seals again with the
 * current key every value an older key sealed. One transaction; answers how many values it
 * rewrote. Every start runs it without `rotate`; the rotate-secrets command runs it with.
 */
export async function resealStoredSecrets(db: Db, box: SecretBox, { rotate = false } = {}): Promise<number> {
  const reseal = (value: string, context: SecretContext) => box.reseal(value, context, { rotate });
  return db.transaction().execute(async (tx) => {
    let count = 0;
    const changed = (before: string, after: string) => {
      if (before !== after) count += 1;
      return before !== after;
    };
    for (const row of await tx
      .selectFrom('sms_configs')
      .select(['account_id', 'auth_token'])
      .forUpdate()
      .execute()) {
      const sealed = reseal(row.auth_token, SECRET_PLACES.smsAuthToken(row.account_id));
      if (changed(row.auth_token, sealed))
        await tx
          .updateTable('sms_configs')
          .set({ auth_token: sealed })
          .where('account_id', '=', row.account_id)
          .execute();
    }
    for (const row of await tx
      .selectFrom('sso_configs')
      .select(['account_id', 'client_secret'])
      .forUpdate()
      .execute()) {
      const sealed = reseal(row.client_secret, SECRET_PLACES.ssoClientSecret(row.account_id));
      if (changed(row.client_secret, sealed))
        await tx
          .updateTable('sso_configs')
          .set({ client_secret: sealed })
          .where('account_id', '=', row.account_id)
          .execute();
    }
    for (const row of await tx
      .selectFrom('customer_lookups')
      .select(['account_id', 'header_values'])
      .forUpdate()
      .execute()) {
      const place = SECRET_PLACES.lookupHeaderValue(row.account_id);
      const sealed = row.header_values.map((value) => reseal(value, place));
      const rewritten = sealed.filter((value, index) => value !== row.header_values[index]).length;
      count += rewritten;
      if (rewritten > 0)
        await tx
          .updateTable('customer_lookups')
          .set({ header_values: JSON.stringify(sealed) })
          .where('account_id', '=', row.account_id)
          .execute();
    }
    for (const row of await tx
      .selectFrom('logging_destinations')
      .select(['account_id', 'destination', 'config', 'secret'])
      .forUpdate()
      .execute()) {
      let { config, secret } = row;
      if (row.destination === 'sumologic' || row.destination === 'rapid7') {
        const field = URL_FIELDS[row.destination];
        const url = config[field];
        if (secret === null && typeof url === 'string') {
          config = { ...config, [field]: maskSecretUrl(url) };
          secret = url;
        }
      }
      if (secret === null) continue;
      const sealed = reseal(secret, SECRET_PLACES.loggingSecret(row.account_id, row.destination));
      if (!changed(row.secret ?? '', sealed)) continue;
      await tx
        .updateTable('logging_destinations')
        .set({ config: JSON.stringify(config), secret: sealed })
        .where('account_id', '=', row.account_id)
        .where('destination', '=', row.destination)
        .execute();
    }
    for (const row of await tx
      .selectFrom('payment_providers')
      .select(['account_id', 'secret'])
      .forUpdate()
      .execute()) {
      const sealed = reseal(row.secret, SECRET_PLACES.paymentProviderSecret(row.account_id));
      if (changed(row.secret, sealed))
        await tx
          .updateTable('payment_providers')
          .set({ secret: sealed })
          .where('account_id', '=', row.account_id)
          .execute();
    }
    for (const row of await tx
      .selectFrom('storage_settings')
      .select(['account_id', 'app', 'secret'])
      .where('secret', 'is not', null)
      .forUpdate()
      .execute()) {
      if (row.secret === null) continue;
      const sealed = reseal(row.secret, SECRET_PLACES.storageSecret(row.account_id, row.app));
      if (changed(row.secret, sealed))
        await tx
          .updateTable('storage_settings')
          .set({ secret: sealed })
          .where('account_id', '=', row.account_id)
          .where('app', '=', row.app)
          .execute();
    }
    for (const row of await tx
      .selectFrom('accounts')
      .select(['id', 'webhook_secret', 'webhook_secret_previous'])
      .forUpdate()
      .execute()) {
      const sealed = reseal(row.webhook_secret, SECRET_PLACES.webhookSecret(row.id));
      const previous =
        row.webhook_secret_previous &&
        reseal(row.webhook_secret_previous, SECRET_PLACES.webhookSecretPrevious(row.id));
      const rewritten =
        Number(changed(row.webhook_secret, sealed)) +
        Number(changed(row.webhook_secret_previous ?? '', previous ?? ''));
      if (rewritten > 0)
        await tx
          .updateTable('accounts')
          .set({ webhook_secret: sealed, webhook_secret_previous: previous })
          .where('id', '=', row.id)
          .execute();
    }
    return count;
  });
}
