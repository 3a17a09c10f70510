import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/open-database';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { openTestDatabase } from '../test/test-database';
import { sealUnbound } from '../test/unbound-secret';
import { createSecretBox } from './secret-box';
import { SECRET_PLACES } from './secret-places';
import { resealStoredSecrets } from './stored-secrets';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 180_000);
afterAll(() => database.close());

const OLD = randomBytes(32).toString('hex');
const NEW = randomBytes(32).toString('hex');
const SUMO = 'https://collectors.sumologic.example/receiver/v1/http/legacy-token';

describe('resealStoredSecrets', () => {
  it('seals rows stored in plaintext and binds unbound ones (a start), then seals old-key values with the new key (a rotation)', async () => {
    const { db } = database;
    const old = createSecretBox(OLD);
    const datadogPlace = SECRET_PLACES.loggingSecret(DEMO_ACCOUNT_ID, 'datadog');
    const cloudwatchPlace = SECRET_PLACES.loggingSecret(DEMO_ACCOUNT_ID, 'cloudwatch');
    // A row written before sealing (plaintext), one sealed before binding (sb1) and one sealed with the old key.
    await db
      .insertInto('sms_configs')
      .values({
        account_id: DEMO_ACCOUNT_ID,
        provider: 'twilio',
        account_sid: 'AC1',
        auth_token: 'legacy-token',
        phone_number: '+14155550123',
      })
      .execute();
    await db
      .insertInto('logging_destinations')
      .values([
        {
          account_id: DEMO_ACCOUNT_ID,
          destination: 'sumologic',
          config: JSON.stringify({ collectorUrl: SUMO }),
          secret: null,
        },
        {
          account_id: DEMO_ACCOUNT_ID,
          destination: 'datadog',
          config: JSON.stringify({ site: 'eu' }),
          secret: old.seal('datadog-key', datadogPlace),
        },
        {
          account_id: DEMO_ACCOUNT_ID,
          destination: 'cloudwatch',
          config: JSON.stringify({ region: 'eu-west-1' }),
          secret: sealUnbound('cloudwatch-key', OLD),
        },
      ])
      .execute();

    const rotating = createSecretBox(NEW, [OLD]);
    // Every seeded account's webhook signing secret is plaintext too (the seed writes it so).
    const accounts = await db.selectFrom('accounts').select(['id', 'webhook_secret']).execute();
    expect(await resealStoredSecrets(db, rotating)).toBe(3 + accounts.length);
    const demo = await db
      .selectFrom('accounts')
      .select('webhook_secret')
      .where('id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirstOrThrow();
    const seeded = accounts.find((account) => account.id === DEMO_ACCOUNT_ID)?.webhook_secret;
    expect(demo.webhook_secret).not.toContain(seeded);
    expect(rotating.open(demo.webhook_secret, SECRET_PLACES.webhookSecret(DEMO_ACCOUNT_ID))).toBe(seeded);
    const sms = await db.selectFrom('sms_configs').selectAll().executeTakeFirstOrThrow();
    expect(sms.auth_token).not.toContain('legacy-token');
    expect(rotating.open(sms.auth_token, SECRET_PLACES.smsAuthToken(DEMO_ACCOUNT_ID))).toBe('legacy-token');
    const cloudwatch = await db
      .selectFrom('logging_destinations')
      .select('secret')
      .where('destination', '=', 'cloudwatch')
      .executeTakeFirstOrThrow();
    expect(rotating.open(cloudwatch.secret ?? '', cloudwatchPlace)).toBe('cloudwatch-key');
    // Bound now: the same value in the Datadog row does not open.
    expect(() => rotating.open(cloudwatch.secret ?? '', datadogPlace)).toThrow();
    const sumo = await db
      .selectFrom('logging_destinations')
      .selectAll()
      .where('destination', '=', 'sumologic')
      .executeTakeFirstOrThrow();
    expect(sumo.config).toEqual({ collectorUrl: 'https://collectors.sumologic.example/••••••••' });
    expect(rotating.open(sumo.secret ?? '', SECRET_PLACES.loggingSecret(DEMO_ACCOUNT_ID, 'sumologic'))).toBe(
      SUMO,
    );

    expect(await resealStoredSecrets(db, rotating, { rotate: true })).toBe(1);
    const rows = await db.selectFrom('logging_destinations').select('secret').execute();
    expect(rows.every((row) => row.secret !== null && rotating.isCurrent(row.secret))).toBe(true);
    // After the rotation the new key alone opens everything.
    const after = createSecretBox(NEW);
    const datadog = await db
      .selectFrom('logging_destinations')
      .select('secret')
      .where('destination', '=', 'datadog')
      .executeTakeFirstOrThrow();
    expect(after.open(datadog.secret ?? '', datadogPlace)).toBe('datadog-key');
    expect(await resealStoredSecrets(db, after, { rotate: true })).toBe(0);
  });
});
