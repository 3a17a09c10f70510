import { describe, expect, it } from 'vitest';
import { firstErrors } from '../test/first-errors';
import {
  PRODUCT_MESSAGES,
  productBodySchema,
  productFormSchema,
  productUpdateSchema,
  storedPriceError,
} from './schemas';

const form = { name: 'Replacement card', description: '', price: '15.00', currency: 'USD', active: true };

describe('the product form and body (apps.md §3.5)', () => {
  it('turns the typed price into minor units and Active into a status', () => {
    expect(productFormSchema.parse(form)).toEqual({
      name: 'Replacement card',
      description: '',
      price: 1500,
      currency: 'USD',
      status: 'active',
    });
    expect(productFormSchema.parse({ ...form, active: false }).status).toBe('archived');
  });

  it('says what is wrong, word for word', () => {
    expect(firstErrors(productFormSchema, { ...form, name: ' ', price: '0' })).toEqual({
      name: 'Name is required',
      price: 'Enter a price greater than 0',
    });
    expect(firstErrors(productFormSchema, { ...form, price: '1000000' })).toEqual({
      price: PRODUCT_MESSAGES.priceTooHigh,
    });
    expect(firstErrors(productFormSchema, { ...form, price: '999999.99' })).toEqual({});
    expect(firstErrors(productFormSchema, { ...form, price: '1.999' })).toEqual({
      price: PRODUCT_MESSAGES.priceDecimals,
    });
    expect(
      firstErrors(productFormSchema, { ...form, name: 'x'.repeat(81), description: 'y'.repeat(251) }),
    ).toEqual({
      name: 'Name must be 80 characters or fewer',
      description: 'Description must be 250 characters or fewer',
    });
  });

  it('the API refuses what the form refuses', () => {
    const body = { name: 'Fee', price: 2500, currency: 'USD' };
    expect(productBodySchema.parse(body)).toEqual({ ...body, description: '', status: 'active' });
    expect(firstErrors(productBodySchema, { ...body, price: 0 })).toEqual({
      price: PRODUCT_MESSAGES.pricePositive,
    });
    expect(firstErrors(productBodySchema, { ...body, price: 100_000_000 })).toEqual({
      price: PRODUCT_MESSAGES.priceTooHigh,
    });
    expect(firstErrors(productBodySchema, { ...body, price: 12.5 })).toEqual({
      price: PRODUCT_MESSAGES.priceDecimals,
    });
    expect(firstErrors(productBodySchema, { ...body, currency: 'XYZ' })).toEqual({
      currency: PRODUCT_MESSAGES.currencyUnknown,
    });
  });

  it('an update names at least one field', () => {
    expect(productUpdateSchema.safeParse({}).success).toBe(false);
    expect(productUpdateSchema.parse({ status: 'archived' })).toEqual({ status: 'archived' });
  });
});

describe('storedPriceError', () => {
  const stored = { price: 99_999_999, currency: 'USD' };
  it('checks a price alone against the stored currency, and a currency alone against the stored price', () => {
    expect(storedPriceError({ price: 100_000_000 }, stored)).toBe(PRODUCT_MESSAGES.priceTooHigh);
    expect(storedPriceError({ price: 100 }, stored)).toBeNull();
    expect(storedPriceError({ currency: 'JPY' }, stored)).toBe(PRODUCT_MESSAGES.priceTooHigh);
    expect(storedPriceError({ currency: 'EUR' }, stored)).toBeNull();
  });

  it('leaves an update naming both (the schema checks it) or neither alone', () => {
    expect(storedPriceError({ price: 100_000_000, currency: 'USD' }, stored)).toBeNull();
    expect(storedPriceError({}, stored)).toBeNull();
  });
});
