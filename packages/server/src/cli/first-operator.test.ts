import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/tokens';
import { manualClock } from '../clock';
import { migrate } from '../db/migrate';
import type { OpenDatabase } from '../db/open-database';
import { openDatabase } from '../db/open-database';
import { openTestDatabase, TEST_NOW } from '../test/test-database';
import { createFirstOperator, FIRST_OPERATOR_LINK_TTL_SECONDS, OperatorExistsError } from './first-operator';

const SECRET = 'first-operator-secret-0123456789-0123456789';
const clock = manualClock(TEST_NOW);
const tokens = createTokenService(SECRET, clock);
const operator = { email: 'Ada@Provider.example', firstName: 'Ada', lastName: 'Lovelace' };

let empty: OpenDatabase;
let seeded: OpenDatabase;
beforeAll(async () => {
  empty = await openDatabase({ kind: 'pglite-memory' });
  await migrate(empty.db);
  seeded = await openTestDatabase();
}, 180_000);
afterAll(async () => {
  await empty.close();
  await seeded.close();
});

describe('createFirstOperator', () => {
  it('creates the internal account and its root admin, with a 15-minute sign-in link, once', async () => {
    const created = await createFirstOperator(empty.db, tokens, clock, 'https://console.example', operator);
    const account = await empty.db.selectFrom('accounts').selectAll().executeTakeFirstOrThrow();
    expect(account).toMatchObject({ id: created.accountId, is_internal: true, has_onboarded: true });
    const admin = await empty.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(admin).toMatchObject({
      id: created.adminId,
      email: 'ada@provider.example',
      is_root: true,
      role: 'admin',
    });
    const url = new URL(created.link);
    expect(url.origin).toBe('https://console.example');
    const claims = await tokens.verify(url.searchParams.get('token') ?? '');
    expect(claims).toMatchObject({
      acc: created.accountId,
      sub: created.adminId,
      isRoot: true,
      ghost: false,
    });
    expect(claims.exp - claims.iat).toBe(FIRST_OPERATOR_LINK_TTL_SECONDS);

    await expect(
      createFirstOperator(empty.db, tokens, clock, 'https://console.example', {
        ...operator,
        email: 'b@p.example',
      }),
    ).rejects.toThrow(OperatorExistsError);
    expect(await empty.db.selectFrom('admins').select('id').execute()).toHaveLength(1);
  });

  it('refuses when an operator exists (the demo data has one)', async () => {
    await expect(
      createFirstOperator(seeded.db, tokens, clock, 'https://console.example', operator),
    ).rejects.toThrow(/An operator already exists/);
  });
});
