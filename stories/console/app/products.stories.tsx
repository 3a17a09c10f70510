import { API_PREFIX, PRODUCT_MESSAGES } from '@console/api-client';
import { mockStore, ops } from '@console/api-client/mocks';
import { DEFAULT_SEED, DEMO_ACCOUNT_ID, seedProducts } from '@console/api-client/seed';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { receivesFocus } from '../../support/focus';
import { noScreenshot } from '../../support/screenshot';
import { findDialog, openDialog, page, settled } from '../support/settled';
import {
  appScreen,
  type AppScreenArgs,
  loadErrorStory,
  emptyListStory,
  loadingRowsStory,
  supervisorRedirectedStory,
} from './support/app-screen';

/**
 * Payments › Product Catalog (apps.md §3.5) in the whole console over the mocks' seeded catalog: route, loader,
 * paging footer, the Add/Edit dialog, Archive and Delete (refused for a product that took payments).
 */
const meta = {
  title: 'Console/App/Products',
  ...appScreen,
  args: { path: '/payments/products', as: 'owner' },
  beforeEach() {
    // The demo's payments app is inactive (no tabs); the catalog is shown as a subscriber sees it.
    mockStore.billing.payments.status = 'subscription';
  },
} satisfies Meta<AppScreenArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalog both back ends seed for the demo account, newest first. */
const seeded = seedProducts({ seed: DEFAULT_SEED, accountId: DEMO_ACCOUNT_ID, now: mockStore.now });
const table = () => page().findByRole('table', { name: 'Product Catalog' });
const bodyRows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const rowOf = async (name: string) => {
  const row = bodyRows(await table()).find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row ${name}`);
  return row;
};

/**
 * Opens a product's row menu and picks one of its items by keyboard (simulated clicks on a menu are not reliable after
 * another story opened one).
 */
async function choose(product: string, item: string) {
  await userEvent.click(await page().findByRole('button', { name: `Actions for ${product}` }));
  const menu = await page().findByRole('menu');
  await receivesFocus(menu);
  const items = within(menu).getAllByRole('menuitem');
  const index = items.findIndex((candidate) => candidate.textContent === item);
  await userEvent.keyboard(`{Home}${'{ArrowDown}'.repeat(index)}`);
  await waitFor(() => expect(items[index]).toHaveAttribute('data-highlighted'));
  await userEvent.keyboard('{Enter}');
}

/** A toast, once its entrance has finished. */
const toastShown = (name: string) =>
  waitFor(() => expect(page().getByRole('status', { name })).toBeVisible(), { timeout: 3000 });

/** The seeded catalog: the columns, every product with its price and status, the count line. */
export const Default: Story = {
  async play() {
    const list = await table();
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Name', 'Description', 'Price', 'Status', 'Updated', 'Actions']);
    await expect(bodyRows(list).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      seeded.map((product) => product.name),
    );
    await expect(within(await rowOf('Replacement card')).getByText('$15.00')).toBeVisible();
    await expect(within(await rowOf('Express delivery')).getByText('$9.99')).toBeVisible();
    await expect(within(await rowOf('Paper statements (yearly)')).getByText('Archived')).toBeVisible();
    await expect(within(list).getAllByText('Active')).toHaveLength(seeded.length - 1);
    await expect(page().getByText(`${seeded.length} of ${seeded.length} products`)).toBeVisible();
    const tabs = await page().findByRole('navigation', { name: 'Payments' });
    await expect(within(tabs).getByRole('link', { name: 'Product Catalog' })).toBeVisible();
  },
};

/** The page never answers: the title and 10 skeleton rows. */
export const Loading: Story = loadingRowsStory(ops.listProducts, 'Loading products');

/** No product yet: the spec's empty text, no count line, and Add product still offered. */
export const Empty: Story = emptyListStory(ops.listProducts, {
  text: 'No products yet. Add products so agents can request a fixed price.',
  noun: 'products',
  action: 'Add product',
});

/** The page fails: "Couldn't load products." and Try again. */
export const LoadError: Story = {
  ...loadErrorStory(ops.listProducts, "Couldn't load products."),
  name: 'Error',
};

/** Add product: the typed price is read in the currency's units; "Product added" and the row comes first. */
export const AddProduct: Story = {
  ...noScreenshot('ends as Default with one more row and a toast'),
  async play() {
    const dialog = within(await openDialog('Add product'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Card reissue');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Same number, new expiry');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price' }), '19.99');
    await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    await expect(dialog.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await toastShown('Product added');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const first = bodyRows(await table())[0] as HTMLElement;
    await waitFor(() => expect(first).toHaveTextContent('Card reissue'));
    await expect(within(first).getByText('$19.99')).toBeVisible();
    await expect(
      await page().findByText(`${seeded.length + 1} of ${seeded.length + 1} products`),
    ).toBeVisible();
  },
};

/** A save the form refuses: the spec's words under the fields, and everything typed is kept. */
export const AddProductInvalid: Story = {
  async play() {
    const dialog = within(await openDialog('Add product'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Description' }), 'Twelve months');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price' }), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(PRODUCT_MESSAGES.nameRequired)).toBeVisible();
    await expect(dialog.getByText(PRODUCT_MESSAGES.pricePositive)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Twelve months');
    await expect(dialog.getByRole('textbox', { name: 'Price' })).toHaveValue('0');
    await settled();
  },
};

/** A save the server refuses (400 with errors[]): its words under the field, the dialog and what was typed kept. */
export const AddProductRefused: Story = {
  ...noScreenshot('as AddProductInvalid, with the server’s error under Price'),
  beforeEach({ msw }) {
    msw.use(
      http.post(`*${API_PREFIX}/payments/products`, () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'VALIDATION_FAILED',
            message: `price: ${PRODUCT_MESSAGES.priceTooHigh}`,
            errors: [{ field: 'price', message: PRODUCT_MESSAGES.priceTooHigh }],
          },
          { status: 400 },
        ),
      ),
    );
  },
  async play() {
    const dialog = within(await openDialog('Add product'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Gold card');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Price' }), '500');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(PRODUCT_MESSAGES.priceTooHigh)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Gold card');
    await expect(dialog.getByRole('textbox', { name: 'Price' })).toHaveValue('500');
    await settled();
  },
};

/** Edit: the dialog opens with the product (its price in the currency's units); "Product updated" and the new price. */
export const Edit: Story = {
  ...noScreenshot('ends as Default with one price changed and a toast'),
  async play() {
    await choose('Replacement card', 'Edit');
    const dialog = within(await findDialog('Edit product'));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Replacement card');
    const price = dialog.getByRole('textbox', { name: 'Price' });
    await expect(price).toHaveValue('15.00');
    await userEvent.clear(price);
    await userEvent.type(price, '16.50');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await toastShown('Product updated');
    await waitFor(async () =>
      expect(within(await rowOf('Replacement card')).getByText('$16.50')).toBeVisible(),
    );
  },
};

/** Archive from the row menu: "Product archived", the badge turns Archived and the menu offers Unarchive. */
export const Archive: Story = {
  ...noScreenshot('ends as Default with one badge changed and a toast'),
  async play() {
    await choose('Express delivery', 'Archive');
    await toastShown('Product archived');
    await waitFor(async () =>
      expect(within(await rowOf('Express delivery')).getByText('Archived')).toBeVisible(),
    );
    await userEvent.click(page().getByRole('button', { name: 'Actions for Express delivery' }));
    await expect(await page().findByRole('menuitem', { name: 'Unarchive' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Delete asks first; a product that took payments is refused with the server's words, and the dialog stays. */
export const DeleteInUse: Story = {
  async play() {
    await choose('Replacement card', 'Delete');
    const dialog = within(await findDialog('Delete this product?', 'alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete product' }));
    await toastShown('This product has payments. Archive it instead.');
    await settled();
    await expect(page().getByRole('alertdialog', { name: 'Delete this product?' })).toBeVisible();
  },
};

/** Delete of a product no payment used: "Product deleted" and the row is gone. */
export const Delete: Story = {
  ...noScreenshot('ends as Default with one row fewer and a toast'),
  async play() {
    await choose('Premium support (monthly)', 'Delete');
    const dialog = within(await findDialog('Delete this product?', 'alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete product' }));
    await toastShown('Product deleted');
    const count = `${seeded.length - 1} of ${seeded.length - 1} products`;
    await expect(await page().findByText(count, {}, { timeout: 5000 })).toBeVisible();
    await expect(within(await table()).queryByText('Premium support (monthly)')).toBeNull();
  },
};

/** A supervisor reaching the Product Catalog by its address is sent to the app root. */
export const Supervisor: Story = supervisorRedirectedStory('Payments', '/payments');
