import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/open-database';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { openTestDatabase } from '../test/test-database';
import { createSecretBox } from './secret-box';
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
  it('seals rows stored in plaintext (a start), then seals old-key values with the new key (a rotation)', async () => {
    const { db } = database;
    const old = createSecretBox(OLD);
    // A row written before sealing (plaintext) and rows sealed with the old key.
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
          secret: old.seal('datadog-key'),
        },
      ])
      .execute();

    const rotating = createSecretBox(NEW, [OLD]);
    expect(await resealStoredSecrets(db, rotating)).toBe(2);
    const sms = await db.selectFrom('sms_configs').selectAll().executeTakeFirstOrThrow();
    expect(sms.auth_token).not.toContain('legacy-token');
    expect(rotating.open(sms.auth_token)).toBe('legacy-token');
    const sumo = await db
      .selectFrom('logging_destinations')
      .selectAll()
      .where('destination', '=', 'sumologic')
      .executeTakeFirstOrThrow();
    expect(sumo.config).toEqual({ collectorUrl: 'https://collectors.sumologic.example/••••••••' });
    expect(rotating.open(sumo.secret ?? '')).toBe(SUMO);

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
    expect(after.open(datadog.secret ?? '')).toBe('datadog-key');
    expect(await resealStoredSecrets(db, after, { rotate: true })).toBe(0);
  });
});
