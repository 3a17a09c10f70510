import { PRODUCT_MESSAGES } from '../../../products/schemas';
import { DEFAULT_SEED } from '../../../seed/dataset';
import { seedProducts } from '../../../seed/products';
import { withoutKeys } from '../app-seed';
import { DEMO, newestAuditEntry, NOW, refused, refusedStep } from '../facts';
import type { ContractGroup, ContractStep } from '../types';

const seeded = seedProducts({ seed: DEFAULT_SEED, accountId: DEMO, now: new Date(NOW) });
const listed = seeded.map((row) => withoutKeys(row, 'usedAt'));
const used = seeded.find((row) => row.usedAt !== null && row.status === 'active');
const NEW = { name: 'Card reissue', description: 'Same number, new expiry', price: 750, currency: 'USD' };
const PATH = '/payments/products';
const adding = (body: object) => ({ call: 'addProduct', as: 'admin', path: PATH, body }) as const;
const product = (overrides: object = {}) => ({
  id: '<generated>',
  ...NEW,
  status: 'active',
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});
const audit = (description: string, event: string, admin = { firstName: 'Marcus', lastName: 'Reed' }) =>
  newestAuditEntry(`audited: ${description}`, { admin, namespace: 'payments', description, event });
const names = (rows: unknown) => (rows as { name: string }[]).map((row) => row.name);

const notFoundStep = (
  name: string,
  step: Pick<ContractStep, 'call' | 'path' | 'body'> & Partial<Pick<ContractStep, 'as'>>,
): ContractStep => ({
  name,
  as: 'owner',
  ...step,
  expect: { status: 404, body: refused(404, 'NOT_FOUND', 'Product not found') },
});

export const productsGroup: ContractGroup = {
  name: 'payments: the product catalog, its checks, archive, and no deleting a product that took payments',
  steps: [
    {
      name: 'the seeded catalog, newest first, with its count',
      call: 'listProducts',
      as: 'admin',
      path: PATH,
      expect: {
        status: 200,
        body: listed,
        headers: { 'x-count': String(seeded.length), 'x-last-key': null },
      },
    },
    {
      name: 'the archived ones',
      call: 'listProducts',
      as: 'owner',
      path: `${PATH}?status=archived`,
      expect: { status: 200, view: names, body: ['Paper statements (yearly)'], headers: { 'x-count': '1' } },
    },
    {
      name: 'a supervisor does not see the catalog',
      call: 'listProducts',
      as: 'supervisor',
      path: PATH,
      expect: { status: 403, body: refused(403, 'FORBIDDEN', 'You are not allowed to do this') },
    },
    refusedStep(
      'a name, a price above 0 and a known currency',
      adding({ name: ' ', price: 0, currency: 'XYZ' }),
      { field: 'name', message: PRODUCT_MESSAGES.nameRequired },
      { field: 'price', message: PRODUCT_MESSAGES.pricePositive },
      { field: 'currency', message: PRODUCT_MESSAGES.currencyUnknown },
    ),
    refusedStep('no more than 999,999.99', adding({ ...NEW, price: 100_000_000 }), {
      field: 'price',
      message: PRODUCT_MESSAGES.priceTooHigh,
    }),
    {
      name: 'adding a product: active unless said otherwise',
      ...adding(NEW),
      generated: ['id'],
      save: { product: 'id' },
      expect: { status: 201, body: product() },
    },
    audit('Product added: Card reissue', 'products.added'),
    {
      name: 'listed first',
      call: 'listProducts',
      as: 'admin',
      path: `${PATH}?limit=10`,
      expect: {
        status: 200,
        view: names,
        body: ['Card reissue', ...listed.map((row) => row.name)],
        headers: { 'x-count': String(seeded.length + 1) },
      },
    },
    {
      name: 'editing the price',
      call: 'updateProduct',
      as: 'admin',
      path: `${PATH}/{product}`,
      body: { price: 800 },
      generated: ['id'],
      expect: { status: 200, body: product({ price: 800 }) },
    },
    audit('Product updated: Card reissue', 'products.updated'),
    refusedStep(
      'a new currency is checked against the kept price',
      {
        call: 'updateProduct',
        as: 'admin',
        path: `${PATH}/{product}`,
        body: { currency: 'JPY', price: 1_000_000 },
      },
      { field: 'price', message: PRODUCT_MESSAGES.priceTooHigh },
    ),
    {
      name: 'archiving',
      call: 'updateProduct',
      as: 'owner',
      path: `${PATH}/{product}`,
      body: { status: 'archived' },
      generated: ['id'],
      expect: { status: 200, body: product({ price: 800, status: 'archived' }) },
    },
    audit('Product archived: Card reissue', 'products.archived', {
      firstName: 'Olivia',
      lastName: 'Bennett',
    }),
    {
      name: 'a product that took payments cannot be deleted',
      call: 'deleteProduct',
      as: 'owner',
      path: `${PATH}/${used?.id ?? ''}`,
      expect: {
        status: 409,
        body: refused(409, 'PRODUCT_IN_USE', 'This product has payments. Archive it instead.'),
      },
    },
    {
      name: 'one that took none can',
      call: 'deleteProduct',
      as: 'admin',
      path: `${PATH}/{product}`,
      expect: { status: 200, text: '' },
    },
    audit('Product deleted: Card reissue', 'products.deleted'),
    notFoundStep('gone', { call: 'deleteProduct', path: `${PATH}/{product}` }),
    notFoundStep('an unknown product', {
      call: 'updateProduct',
      path: `${PATH}/prod_nobody`,
      body: { name: 'X' },
    }),
    {
      name: "another account's catalog is its own",
      call: 'listProducts',
      as: 'newcomer',
      path: PATH,
      expect: { status: 200, body: [], headers: { 'x-count': '0' } },
    },
    notFoundStep("another account's product", {
      as: 'newcomer',
      call: 'deleteProduct',
      path: `${PATH}/${seeded[0]?.id ?? ''}`,
    }),
  ],
};
