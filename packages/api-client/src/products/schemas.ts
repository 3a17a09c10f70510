import { z } from 'zod';
import { DEFAULT_SESSION_PAGE_SIZE, SESSION_PAGE_SIZES } from '../app-sessions/schemas';
import { currencyDigits, isKnownCurrency, minorUnitsOf } from '../rules/money';

/**
 * Payments › Product Catalog (apps.md §3.5): the fixed-price items agents request. Money in minor units with an
 * ISO 4217 code (apps.md §0); a price change applies to sessions created after it (a session keeps its line items).
 */
export const PRODUCT_STATUSES = ['active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_NAME_MAX = 80;
export const PRODUCT_DESCRIPTION_MAX = 250;
/** The highest price in major units (apps.md §3.5: ≤ 999,999.99). */
export const PRODUCT_PRICE_MAX_MAJOR = 999_999.99;

/**
 * The currencies a product may be priced in while no card provider answers its own list (apps.md §3.5 "Currency
 * (provider's list)"; GET /payments/provider's `currencies[]` replaces it once the provider page exists).
 */
export const PRODUCT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;

export const PRODUCT_MESSAGES = {
  nameRequired: 'Name is required',
  nameLength: `Name must be ${PRODUCT_NAME_MAX} characters or fewer`,
  descriptionLength: `Description must be ${PRODUCT_DESCRIPTION_MAX} characters or fewer`,
  pricePositive: 'Enter a price greater than 0',
  priceTooHigh: 'Enter a price of 999,999.99 or less',
  priceDecimals: 'Enter a price with the currency’s decimals, e.g. 19.99',
  currencyUnknown: 'Choose a currency',
  noChange: 'Send at least one field to change',
  /** POST /v1/sessions for payments (apps.md §5): `data.productIds` names only the account's active products. */
  sessionProductUnknown: 'Each product must be an active product of the catalog',
  sessionProductCurrencies: 'The products must all be priced in one currency',
} as const;

/** The highest price of `currency` in minor units: 99,999,999 for USD, 999,999 for JPY. */
export const maxMinorUnits = (currency: string) =>
  Math.floor(PRODUCT_PRICE_MAX_MAJOR * 10 ** currencyDigits(currency));

export const productSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  /** Minor units of `currency`. */
  price: z.number().int().positive(),
  currency: z.string().length(3),
  status: z.enum(PRODUCT_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Product = z.infer<typeof productSchema>;

const name = z
  .string()
  .trim()
  .min(1, { error: PRODUCT_MESSAGES.nameRequired })
  .max(PRODUCT_NAME_MAX, { error: PRODUCT_MESSAGES.nameLength });
const description = z
  .string()
  .trim()
  .max(PRODUCT_DESCRIPTION_MAX, { error: PRODUCT_MESSAGES.descriptionLength });
const currency = z.string().refine(isKnownCurrency, { error: PRODUCT_MESSAGES.currencyUnknown });
const price = z
  .number({ error: PRODUCT_MESSAGES.pricePositive })
  .int({ error: PRODUCT_MESSAGES.priceDecimals })
  .positive({ error: PRODUCT_MESSAGES.pricePositive });

/** Whether a price in minor units is within the currency's maximum (a body's cross-field check). */
function checkPriceMax(
  body: { price?: number | undefined; currency?: string | undefined },
  context: z.RefinementCtx,
) {
  if (body.price === undefined || body.currency === undefined || !isKnownCurrency(body.currency)) return;
  if (body.price > maxMinorUnits(body.currency)) {
    context.addIssue({ code: 'custom', path: ['price'], message: PRODUCT_MESSAGES.priceTooHigh });
  }
}

/** POST /payments/products: a new product; `status` active unless the form's Active was off. */
export const productBodySchema = z
  .object({
    name,
    description: description.default(''),
    price,
    currency,
    status: z.enum(PRODUCT_STATUSES).default('active'),
  })
  .superRefine(checkPriceMax);
export type ProductBody = z.input<typeof productBodySchema>;

/**
 * PUT /payments/products/{id}: the fields to change (apps.md §6: archive is `{status:'archived'}`). A price without
 * its currency is checked against the stored currency by the back end (checkStoredPriceMax).
 */
export const productUpdateSchema = z
  .object({
    name: name.optional(),
    description: description.optional(),
    price: price.optional(),
    currency: currency.optional(),
    status: z.enum(PRODUCT_STATUSES).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    error: PRODUCT_MESSAGES.noChange,
  })
  .superRefine(checkPriceMax);
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/**
 * The price of an update against what the product keeps when the update leaves the price or the currency out (a new
 * price in the stored currency, or a new currency for the stored price): a field error for `price`, or null.
 */
export function storedPriceError(
  update: { price?: number | undefined; currency?: string | undefined },
  stored: Pick<Product, 'price' | 'currency'>,
) {
  if ((update.price === undefined) === (update.currency === undefined)) return null;
  const currency = update.currency ?? stored.currency;
  return (update.price ?? stored.price) > maxMinorUnits(currency) ? PRODUCT_MESSAGES.priceTooHigh : null;
}

/** GET /payments/products query: status (all by default), paged newest first like every app list (apps.md §0). */
export const PRODUCT_STATUS_FILTERS = ['all', ...PRODUCT_STATUSES] as const;
export const productListQuerySchema = z.object({
  status: z.enum(PRODUCT_STATUS_FILTERS).default('all'),
  limit: z.coerce
    .number()
    .int()
    .refine((size) => (SESSION_PAGE_SIZES as readonly number[]).includes(size), {
      error: 'Limit must be 10, 25, 50 or 100',
    })
    .default(DEFAULT_SESSION_PAGE_SIZE),
  lastKey: z.string().max(200).optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

/**
 * The Add/Edit product form: the price as typed, in major units ("19.99"), turned into minor units of the chosen
 * currency, so the form and the API refuse the same prices with the same words.
 */
export const productFormSchema = z
  .object({
    name,
    description,
    // Checked here as well as below, so a wrong price shows beside the other fields' errors.
    price: z
      .string()
      .refine((text) => /^[\d,]*\.?\d*$/.test(text.trim()) && Number(text.trim().replace(/,/g, '')) > 0, {
        error: PRODUCT_MESSAGES.pricePositive,
      }),
    currency,
    active: z.boolean(),
  })
  .transform((form, context) => {
    const minor = minorUnitsOf(form.price, form.currency);
    if (minor === null) {
      context.addIssue({ code: 'custom', path: ['price'], message: PRODUCT_MESSAGES.priceDecimals });
      return z.NEVER;
    }
    if (minor > maxMinorUnits(form.currency)) {
      context.addIssue({ code: 'custom', path: ['price'], message: PRODUCT_MESSAGES.priceTooHigh });
      return z.NEVER;
    }
    return {
      name: form.name,
      description: form.description,
      price: minor,
      currency: form.currency,
      status: form.active ? ('active' as const) : ('archived' as const),
    };
  });
export type ProductForm = z.input<typeof productFormSchema>;
