import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasskeyEnrollment } from '@console/api-client';
import { passkeyEnrollmentSchema, webhookEndpointSchema, webhookSecretSchema } from '@console/api-client';
import type { EnrollmentFilter } from '@console/api-client/rules';
import {
  ANONYMOUS_AAGUID,
  auditEvents,
  ghostDescription,
  matchesEnrollment,
  pageSessions,
} from '@console/api-client/rules';
import { DEFAULT_SEED, seedPasskeyEnrollments } from '@console/api-client/seed';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { latestAudit } from '../test/audit';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import type { TestApp } from '../test/test-app';
import { CLAIMS, createTestApp } from '../test/test-app';
import { TEST_NOW, TEST_SEED } from '../test/test-database';
import { testCertificate } from '../test/tls';
import { runDueDeliveries } from '../webhooks/deliveries';

const RECEIVER = 'hooks.northwind-contact.com';
const LIST = '/api/passkeys/enrollments';

let t: TestApp;
let fake: HttpsFake;
let otherAccount: string;
let otherOwner: string;
/** The demo account's seeded passkeys, as the shared generator (and so the mocks) makes them. */
const seeded = seedPasskeyEnrollments({
  seed: DEFAULT_SEED,
  accountId: DEMO_ACCOUNT_ID,
  now: TEST_NOW,
  count: TEST_SEED.passkeyEnrollments,
});

beforeAll(async () => {
  const { cert } = await testCertificate();
  fake = await startHttpsFake(() => ({ status: 200, body: { received: true } }));
  t = await createTestApp({
    outbound: {
      timeoutMs: 3000,
      ca: cert,
      allowHosts: [RECEIVER],
      resolve: { [`${RECEIVER}:443`]: `127.0.0.1:${fake.port}` },
    },
  });
  const other = await t.otherAccountOwner();
  otherAccount = other.accountId;
  otherOwner = other.token;
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function list(query = '', token = t.tokens.owner) {
  const res = await t.request('GET', `${LIST}${query}`, { token });
  return {
    ...res,
    rows: res.status === 200 ? passkeyEnrollmentSchema.array().parse(res.json) : [],
    count: res.headers.get('x-count'),
    lastKey: res.headers.get('x-last-key'),
  };
}

/** What the shared rule answers over the seed for one filter and page (the mocks' answer). */
function expected(filter: EnrollmentFilter, limit = 25, lastKey?: string) {
  return pageSessions(
    seeded.filter((row) => matchesEnrollment(row, filter)),
    { limit, lastKey },
  );
}

async function insertEnrollment(accountId: string, overrides: Partial<PasskeyEnrollment> = {}) {
  const id = `pk_test_${Math.random().toString(36).slice(2, 10)}`;
  await t.db
    .insertInto('passkey_enrollments')
    .values({
      id,
      account_id: accountId,
      customer_ref: overrides.customerRef ?? 'CUST-OTHER-1',
      phone_number: overrides.phoneNumber ?? '+14155550177',
      credential_id: `cred-${id}`,
      public_key: null,
      counter: 0,
      aaguid: 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd',
      device: 'iPhone · iOS 18',
      backed_up: true,
      transports: '[]',
      created_at: TEST_NOW,
      last_used_at: null,
      revoked_at: null,
      revoked_by: null,
    })
    .execute();
  return id;
}

const ICLOUD = 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd';
const WINDOWS_HELLO_2 = '9ddd1817-af5a-4672-a2b9-3e3dd95000a9';

describe('GET /passkeys/enrollments', () => {
  it('answers owner, admin and ghost; refuses a supervisor (403) and no token (401) with the error body', async () => {
    for (const token of [t.tokens.owner, t.tokens.admin, t.tokens.ghost])
      expect((await list('', token)).status).toBe(200);
    expect((await t.request('GET', LIST, { token: t.tokens.supervisor })).json).toMatchObject({
      statusCode: 403,
      error: 'FORBIDDEN',
    });
    expect((await t.request('GET', LIST)).json).toMatchObject({ statusCode: 401, error: 'UNAUTHENTICATED' });
  });

  it('lists the active ones by default, newest first, as the shared rule pages the seed', async () => {
    const page = await list();
    const want = expected({ status: 'active' });
    expect(page.rows).toEqual(want.items);
    expect(page.count).toBe(String(want.count));
    expect(page.rows.every((row) => row.revokedAt === null)).toBe(true);
  });

  it('filters by status, authenticator and search as the shared rule does', async () => {
    const cases: [string, EnrollmentFilter][] = [
      ['?status=all', { status: 'all' }],
      ['?status=revoked', { status: 'revoked' }],
      // An AAGUID stands for its authenticator (apps.md §6): Windows Hello's second AAGUID finds all three.
      [`?status=all&authenticator=${ICLOUD}`, { status: 'all', authenticator: ICLOUD }],
      [`?status=all&authenticator=${WINDOWS_HELLO_2}`, { status: 'all', authenticator: WINDOWS_HELLO_2 }],
      [`?status=all&authenticator=${ANONYMOUS_AAGUID}`, { status: 'all', authenticator: ANONYMOUS_AAGUID }],
      ['?status=all&q=cust-100', { status: 'all', q: 'cust-100' }],
      ['?status=all&q=%25', { status: 'all', q: '%' }],
    ];
    const phone = seeded[0]?.phoneNumber ?? '';
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)}`;
    cases.push([`?status=all&q=${encodeURIComponent(spaced)}`, { status: 'all', q: spaced }]);
    for (const [query, filter] of cases) {
      const page = await list(query);
      const want = expected(filter);
      expect({ query, rows: page.rows, count: page.count }).toEqual({
        query,
        rows: want.items,
        count: String(want.count),
      });
    }
    // The filters do find something: the searches and the known authenticator match seeded rows.
    expect(expected({ status: 'all', q: spaced }).count).toBeGreaterThan(0);
    expect(expected({ status: 'all', authenticator: 'iCloud Keychain' }).count).toBeGreaterThan(0);
  });

  it('pages with x-last-key `{createdAt}|{id}` until the last page', async () => {
    let lastKey: string | null = null;
    let pages = 0;
    const rows: unknown[] = [];
    do {
      const query = `?status=all&limit=10${lastKey ? `&lastKey=${encodeURIComponent(lastKey)}` : ''}`;
      const page = await list(query);
      const want = expected({ status: 'all' }, 10, lastKey ?? undefined);
      expect(page.rows).toEqual(want.items);
      expect(page.lastKey).toBe(want.lastKey);
      expect(page.count).toBe(String(seeded.length));
      rows.push(...page.rows);
      lastKey = page.lastKey;
      pages += 1;
    } while (lastKey !== null && pages < 10);
    expect(pages).toBe(Math.ceil(seeded.length / 10));
    expect(rows).toHaveLength(seeded.length);
  });

  it('answers 400 with the error body for a bad status, limit or cursor', async () => {
    for (const query of [
      '?status=gone',
      '?limit=7',
      '?limit=ten',
      '?lastKey=not-a-cursor',
      '?authenticator=iCloud',
    ]) {
      const res = await t.request('GET', `${LIST}${query}`, { token: t.tokens.owner });
      expect({ query, status: res.status, json: res.json }).toMatchObject({
        query,
        status: 400,
        json: { statusCode: 400, error: 'VALIDATION_FAILED' },
      });
      expect((res.json as { message?: unknown }).message).toMatch(/\S/);
    }
  });
});

describe('DELETE /passkeys/enrollments/:id', () => {
  it("keeps each account to its own passkeys: another account's is absent from the list and 404", async () => {
    const theirs = await insertEnrollment(otherAccount);
    const mine = await list('?status=all');
    expect(mine.rows.map((row) => row.id)).not.toContain(theirs);
    expect(mine.count).toBe(String(seeded.length));
    expect((await list('?status=all', otherOwner)).rows.map((row) => row.id)).toEqual([theirs]);
    for (const id of [theirs, 'pk_nobody']) {
      const res = await t.request('DELETE', `${LIST}/${id}`, { token: t.tokens.owner });
      expect(res).toMatchObject({
        status: 404,
        json: { statusCode: 404, error: 'NOT_FOUND', message: 'Enrollment not found' },
      });
    }
    expect((await list('?status=all', otherOwner)).rows[0]?.revokedAt).toBeNull();
  });

  it('refuses a supervisor (403) and changes nothing', async () => {
    const id = await insertEnrollment(DEMO_ACCOUNT_ID, { customerRef: 'CUST-SUP' });
    const res = await t.request('DELETE', `${LIST}/${id}`, { token: t.tokens.supervisor });
    expect(res).toMatchObject({ status: 403, json: { statusCode: 403, error: 'FORBIDDEN' } });
    const row = await t.db
      .selectFrom('passkey_enrollments')
      .select('revoked_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
  });

  it('revokes: answers the enrollment, audits, sends the signed webhook to subscribed endpoints; again is 409', async () => {
    const subscribed = webhookEndpointSchema.parse(
      (
        await t.request('POST', '/api/passkeys/webhooks', {
          token: t.tokens.owner,
          body: {
            url: `https://${RECEIVER}/revoked`,
            description: '',
            events: ['passkeys.enrollment.revoked'],
          },
        })
      ).json,
    );
    const deaf = webhookEndpointSchema.parse(
      (
        await t.request('POST', '/api/passkeys/webhooks', {
          token: t.tokens.owner,
          body: { url: `https://${RECEIVER}/deaf`, description: '', events: ['session.succeeded'] },
        })
      ).json,
    );
    const id = await insertEnrollment(DEMO_ACCOUNT_ID, { customerRef: 'CUST-REVOKE' });
    const revoked = await t.request('DELETE', `${LIST}/${id}`, { token: t.tokens.admin });
    expect(revoked.status).toBe(200);
    const enrollment = passkeyEnrollmentSchema.parse(revoked.json);
    expect(enrollment).toMatchObject({
      id,
      customerRef: 'CUST-REVOKE',
      authenticator: 'iCloud Keychain',
      revokedAt: TEST_NOW.toISOString(),
    });
    expect(await latestAudit(t.db)).toMatchObject({
      namespace: 'passkeys',
      event: auditEvents.passkeyRevoked('CUST-REVOKE').event,
      description: 'Passkey revoked for CUST-REVOKE',
    });
    const row = await t.db
      .selectFrom('passkey_enrollments')
      .select('revoked_by')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_by).toBe(CLAIMS.admin.sub);

    // One delivery per enabled passkeys endpoint subscribed to the event (the seeded ones too), none to the others.
    const endpoints = await t.db
      .selectFrom('webhook_endpoints')
      .select(['id', 'events'])
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('app', '=', 'passkeys')
      .where('status', '=', 'enabled')
      .execute();
    const listening = endpoints.filter((row) => row.events.includes('passkeys.enrollment.revoked'));
    const deliveries = await t.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('event_type', '=', 'passkeys.enrollment.revoked')
      .where('created_at', '=', TEST_NOW)
      .execute();
    expect(deliveries.map((delivery) => delivery.endpoint_id).sort()).toEqual(
      listening.map((row) => row.id).sort(),
    );
    expect(deliveries.map((delivery) => delivery.endpoint_id)).toContain(subscribed.id);
    expect(deliveries.map((delivery) => delivery.endpoint_id)).not.toContain(deaf.id);
    const before = fake.requests.length;
    await runDueDeliveries(t.deps);
    const request = fake.requests.slice(before).find((sent) => sent.url === '/revoked');
    const body = JSON.parse(request?.body ?? '{}') as Record<string, unknown>;
    expect(body).toEqual({
      id: deliveries[0]?.event_id,
      type: 'passkeys.enrollment.revoked',
      app: 'passkeys',
      createdAt: TEST_NOW.toISOString(),
      data: { enrollment },
    });
    const { secret } = webhookSecretSchema.parse(
      (await t.request('GET', '/api/webhooks/secret', { token: t.tokens.owner })).json,
    );
    const stamp = Math.floor(TEST_NOW.getTime() / 1000);
    const signature = createHmac('sha256', secret)
      .update(`${stamp}.${request?.body ?? ''}`)
      .digest('hex');
    expect(request?.headers['x-signature']).toBe(`t=${stamp},v1=${signature}`);
    expect(request?.headers['x-event-id']).toBe(deliveries[0]?.event_id);

    const again = await t.request('DELETE', `${LIST}/${id}`, { token: t.tokens.owner });
    expect(again).toMatchObject({
      status: 409,
      json: { statusCode: 409, error: 'CONFLICT', message: 'This passkey is already revoked' },
    });
    expect((await list('?q=cust-revoke')).rows).toEqual([]);
    expect((await list('?status=revoked&q=cust-revoke')).rows).toEqual([enrollment]);
  });

  it('names the operator in the audit entry of a ghost revocation', async () => {
    const id = await insertEnrollment(DEMO_ACCOUNT_ID, { customerRef: 'CUST-GHOST' });
    expect((await t.request('DELETE', `${LIST}/${id}`, { token: t.tokens.ghost })).status).toBe(200);
    const operator = await t.db
      .selectFrom('admins')
      .select('email')
      .where('id', '=', CLAIMS.ghost.sub)
      .executeTakeFirstOrThrow();
    expect(await latestAudit(t.db)).toMatchObject({
      description: ghostDescription('Passkey revoked for CUST-GHOST', operator.email),
      operator_id: CLAIMS.ghost.sub,
      admin_id: null,
    });
  });
});

describe('GET /v1/passkeys/enrollments', () => {
  async function secretKey(accountId: string) {
    const row = await t.db
      .selectFrom('accounts')
      .select('secret_key')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    return row.secret_key;
  }

  const v1 = (query: string, key?: string) =>
    t.request('GET', `/v1/passkeys/enrollments${query}`, {
      headers: key ? { authorization: `Bearer ${key}` } : {},
    });

  it("answers the customer's active passkeys with the secret key, and only the key's account's", async () => {
    const customer = seeded[0]?.customerRef ?? '';
    const res = await v1(`?customerRef=${encodeURIComponent(customer)}`, await secretKey(DEMO_ACCOUNT_ID));
    expect(res.status).toBe(200);
    expect(passkeyEnrollmentSchema.array().parse(res.json)).toEqual(
      seeded.filter((row) => row.customerRef === customer && row.revokedAt === null),
    );
    await insertEnrollment(otherAccount, { customerRef: 'CUST-V1' });
    expect((await v1('?customerRef=CUST-V1', await secretKey(DEMO_ACCOUNT_ID))).json).toEqual([]);
    const theirs = await v1('?customerRef=CUST-V1', await secretKey(otherAccount));
    expect(theirs.json).toEqual([expect.objectContaining({ customerRef: 'CUST-V1' })]);
  });

  it('refuses no key (401) and no customerRef (400) with the error body', async () => {
    expect((await v1('?customerRef=CUST-10042')).json).toMatchObject({
      statusCode: 401,
      error: 'UNAUTHENTICATED',
    });
    const missing = await v1('', await secretKey(DEMO_ACCOUNT_ID));
    expect(missing).toMatchObject({
      status: 400,
      json: { statusCode: 400, error: 'VALIDATION_ERROR', errors: [{ field: 'customerRef' }] },
    });
  });
});
