import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@console/api-client';
import { PRODUCT_MESSAGES, productSchema } from '@console/api-client';
import { auditEvents, pageSessions } from '@console/api-client/rules';
import { DEFAULT_SEED, seedProducts } from '@console/api-client/seed';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { auditCount, latestAudit } from '../test/audit';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { TEST_NOW } from '../test/test-database';

const LIST = '/api/payments/products';

let t: TestApp;
let otherOwner: string;
/** The demo account's catalog, as the shared generator (and so the mocks) makes it. */
const seeded = seedProducts({ seed: DEFAULT_SEED, accountId: DEMO_ACCOUNT_ID, now: TEST_NOW });
const listed = (product: (typeof seeded)[number]): Product => productSchema.parse(product);

beforeAll(async () => {
  t = await createTestApp();
  const other = await t.otherAccountOwner();
  otherOwner = other.token;
}, 180_000);
afterAll(() => t.close());

async function list(query = '', token = t.tokens.owner) {
  const res = await t.request('GET', `${LIST}${query}`, { token });
  return {
    ...res,
    rows: res.status === 200 ? productSchema.array().parse(res.json) : [],
    count: res.headers.get('x-count'),
    lastKey: res.headers.get('x-last-key'),
  };
}

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Card reissue',
  description: 'Same number, new expiry',
  price: 750,
  currency: 'USD',
  ...overrides,
});

async function add(overrides: Record<string, unknown> = {}, token = t.tokens.owner) {
  const res = await t.request('POST', LIST, { token, body: body(overrides) });
  expect(res.status).toBe(201);
  return productSchema.parse(res.json);
}

describe('GET /payments/products', () => {
  it('answers owner, admin and ghost; refuses a supervisor (403) and no token (401) with the error body', async () => {
    for (const token of [t.tokens.owner, t.tokens.admin, t.tokens.ghost])
      expect((await list('', token)).status).toBe(200);
    expect((await t.request('GET', LIST, { token: t.tokens.supervisor })).json).toMatchObject({
      statusCode: 403,
      error: 'FORBIDDEN',
    });
    expect((await t.request('GET', LIST)).json).toMatchObject({ statusCode: 401, error: 'UNAUTHENTICATED' });
  });

  it('lists the seeded catalog newest first, as the mocks do, filtered by status and paged', async () => {
    const all = await list();
    expect(all.rows).toEqual(seeded.map(listed));
    expect(all.count).toBe(String(seeded.length));
    expect(all.lastKey).toBeNull();
    const archived = await list('?status=archived');
    expect(archived.rows.map((row) => row.name)).toEqual(['Paper statements (yearly)']);
    expect(archived.count).toBe('1');
    expect((await list('?status=active')).count).toBe(String(seeded.length - 1));

    // Ten more products make two pages of ten; the cursor is the shared rule's `{createdAt}|{id}`.
    for (let index = 0; index < 10; index += 1) await add({ name: `Paged ${index}` }, otherOwner);
    const first = await list('?limit=10', otherOwner);
    expect(first.count).toBe('10');
    expect(first.lastKey).toBeNull();
    for (let index = 0; index < 6; index += 1) await add({ name: `More ${index}` }, otherOwner);
    const page1 = await list('?limit=10', otherOwner);
    const all16 = (await list('?limit=25', otherOwner)).rows;
    const want = pageSessions(all16, { limit: 10 });
    expect(page1.rows).toEqual(want.items);
    expect(page1.lastKey).toBe(want.lastKey);
    const page2 = await list(`?limit=10&lastKey=${encodeURIComponent(page1.lastKey ?? '')}`, otherOwner);
    expect(page2.rows).toEqual(pageSessions(all16, { limit: 10, lastKey: want.lastKey ?? '' }).items);
    expect(page2.rows).toHaveLength(6);
    expect(page2.lastKey).toBeNull();
    expect(page2.count).toBe('16');
  });

  it('answers 400 for a bad status, limit or cursor', async () => {
    for (const query of ['?status=gone', '?limit=7', '?lastKey=not-a-cursor']) {
      const res = await t.request('GET', `${LIST}${query}`, { token: t.tokens.owner });
      expect({ query, json: res.json }).toMatchObject({
        query,
        json: { statusCode: 400, error: 'VALIDATION_FAILED' },
      });
    }
  });
});

describe('POST /payments/products', () => {
  it('adds an active product (201), lists it first and audits it', async () => {
    const product = await add({ name: '  Card reissue  ' }, t.tokens.admin);
    expect(product).toMatchObject({
      name: 'Card reissue',
      price: 750,
      currency: 'USD',
      status: 'active',
      createdAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
    });
    expect((await list()).rows[0]).toEqual(product);
    expect(await latestAudit(t.db)).toMatchObject({
      namespace: 'payments',
      event: auditEvents.productAdded('Card reissue').event,
      description: 'Product added: Card reissue',
    });
    expect((await add({ status: 'archived', name: 'Old fee' })).status).toBe('archived');
  });

  it('refuses a supervisor (403) and adds nothing', async () => {
    const before = await auditCount(t.db);
    const res = await t.request('POST', LIST, { token: t.tokens.supervisor, body: body() });
    expect(res).toMatchObject({ status: 403, json: { statusCode: 403, error: 'FORBIDDEN' } });
    expect(await auditCount(t.db)).toBe(before);
  });

  it('answers 400 with errors[] under the fields, in the shared words', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', PRODUCT_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(81) }, 'name', PRODUCT_MESSAGES.nameLength],
      [{ description: 'y'.repeat(251) }, 'description', PRODUCT_MESSAGES.descriptionLength],
      [{ price: 0 }, 'price', PRODUCT_MESSAGES.pricePositive],
      [{ price: 100_000_000 }, 'price', PRODUCT_MESSAGES.priceTooHigh],
      [{ price: 12.5 }, 'price', PRODUCT_MESSAGES.priceDecimals],
      [{ currency: 'XYZ' }, 'currency', PRODUCT_MESSAGES.currencyUnknown],
      [{ price: 1_000_000, currency: 'JPY' }, 'price', PRODUCT_MESSAGES.priceTooHigh],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await t.request('POST', LIST, { token: t.tokens.owner, body: body(overrides) });
      expect({ overrides, status: res.status, json: res.json }).toMatchObject({
        overrides,
        status: 400,
        json: { statusCode: 400, error: 'VALIDATION_FAILED', errors: [{ field, message }] },
      });
    }
    const huge = await t.request('POST', LIST, {
      token: t.tokens.owner,
      body: body({ name: 'n'.repeat(2_000_000) }),
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });
});

describe('PUT /payments/products/:id', () => {
  it('edits, archives and unarchives, each audited', async () => {
    const product = await add({ name: 'Statement copy', price: 300 });
    const edited = await t.request('PUT', `${LIST}/${product.id}`, {
      token: t.tokens.owner,
      body: { name: 'Statement copy (PDF)', price: 350 },
    });
    expect(edited).toMatchObject({ status: 200, json: { name: 'Statement copy (PDF)', price: 350 } });
    expect((await latestAudit(t.db)).description).toBe('Product updated: Statement copy (PDF)');

    const archived = await t.request('PUT', `${LIST}/${product.id}`, {
      token: t.tokens.admin,
      body: { status: 'archived' },
    });
    expect(archived).toMatchObject({ status: 200, json: { status: 'archived', price: 350 } });
    expect(await latestAudit(t.db)).toMatchObject({
      event: auditEvents.productArchived('x').event,
      description: 'Product archived: Statement copy (PDF)',
    });
    expect((await list('?status=archived')).rows.map((row) => row.id)).toContain(product.id);

    const active = await t.request('PUT', `${LIST}/${product.id}`, {
      token: t.tokens.owner,
      body: { status: 'active' },
    });
    expect(active).toMatchObject({ status: 200, json: { status: 'active' } });
    expect((await latestAudit(t.db)).description).toBe('Product updated: Statement copy (PDF)');
  });

  it('checks a price or a currency alone against what the product keeps', async () => {
    const product = await add({ price: 99_999_999 });
    for (const update of [{ currency: 'JPY' }, { price: 100_000_000 }]) {
      const res = await t.request('PUT', `${LIST}/${product.id}`, { token: t.tokens.owner, body: update });
      expect(res).toMatchObject({
        status: 400,
        json: { errors: [{ field: 'price', message: PRODUCT_MESSAGES.priceTooHigh }] },
      });
    }
    const empty = await t.request('PUT', `${LIST}/${product.id}`, { token: t.tokens.owner, body: {} });
    expect(empty.status).toBe(400);
  });

  it("keeps each account to its own products: another account's is 404, and a supervisor is 403", async () => {
    const theirs = await add({ name: 'Theirs' }, otherOwner);
    expect((await list('?limit=100')).rows.map((row) => row.id)).not.toContain(theirs.id);
    for (const id of [theirs.id, 'prod_nobody']) {
      for (const [method, update] of [
        ['PUT', { status: 'archived' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await t.request(method, `${LIST}/${id}`, { token: t.tokens.owner, body: update });
        expect(res).toMatchObject({
          status: 404,
          json: { statusCode: 404, error: 'NOT_FOUND', message: 'Product not found' },
        });
      }
    }
    const sup = await t.request('PUT', `${LIST}/${theirs.id}`, {
      token: t.tokens.supervisor,
      body: { status: 'archived' },
    });
    expect(sup.status).toBe(403);
    expect((await list('?status=active&limit=100', otherOwner)).rows.map((row) => row.id)).toContain(
      theirs.id,
    );
  });
});

describe('DELETE /payments/products/:id', () => {
  it('deletes a product no payment used, and audits it', async () => {
    const product = await add({ name: 'Unused fee' });
    const res = await t.request('DELETE', `${LIST}/${product.id}`, { token: t.tokens.admin });
    expect(res.status).toBe(200);
    expect((await list('?limit=100')).rows.map((row) => row.id)).not.toContain(product.id);
    expect(await latestAudit(t.db)).toMatchObject({
      event: auditEvents.productDeleted('x').event,
      description: 'Product deleted: Unused fee',
    });
  });

  it('refuses the seeded products that took payments with 409 PRODUCT_IN_USE, as the mocks do', async () => {
    for (const product of seeded) {
      const res = await t.request('DELETE', `${LIST}/${product.id}`, { token: t.tokens.supervisor });
      expect(res.status).toBe(403);
    }
    const used = seeded.filter((product) => product.usedAt !== null);
    expect(used.length).toBeGreaterThan(0);
    for (const product of used) {
      const res = await t.request('DELETE', `${LIST}/${product.id}`, { token: t.tokens.owner });
      expect(res).toMatchObject({
        status: 409,
        json: {
          statusCode: 409,
          error: 'PRODUCT_IN_USE',
          message: 'This product has payments. Archive it instead.',
        },
      });
    }
  });
});
