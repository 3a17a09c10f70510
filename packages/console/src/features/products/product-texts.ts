import type { Product } from '@console/api-client';
import { ERROR_MESSAGES } from '@console/api-client/rules';

/** Payments › Product Catalog's words (apps.md §3.5, §6), quoted exactly where the spec quotes them. */
export const PRODUCTS_TITLE = 'Product Catalog';
export const PRODUCTS_LEAD =
  'The fixed-price items agents can request. A price change applies to new payments.';
export const PRODUCTS_NOUN = 'products';
export const NO_PRODUCTS = 'No products yet. Add products so agents can request a fixed price.';
export const ADD_PRODUCT = 'Add product';
export const EDIT_PRODUCT = 'Edit product';

export const PRODUCT_ADDED = 'Product added';
export const PRODUCT_UPDATED = 'Product updated';
export const PRODUCT_ARCHIVED = 'Product archived';
export const PRODUCT_DELETED = 'Product deleted';
/** 409 PRODUCT_IN_USE: the server's own words. */
export const PRODUCT_IN_USE = ERROR_MESSAGES.PRODUCT_IN_USE;

export const DELETE_TITLE = 'Delete this product?';
export const DELETE_CONFIRM = 'Delete product';
export const deleteDescription = (product: Pick<Product, 'name'>) =>
  `${product.name} will be removed from the catalog. Agents can no longer request it.`;

export const PRODUCT_STATUS = {
  active: { label: 'Active', tone: 'success' },
  archived: { label: 'Archived', tone: 'neutral' },
} as const;
