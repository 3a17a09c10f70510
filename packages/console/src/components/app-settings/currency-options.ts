import { PRODUCT_CURRENCIES } from '@console/api-client';

/** The currencies payments take (products' prices, Settings › General's default currency), as select options. */
export const CURRENCY_OPTIONS = PRODUCT_CURRENCIES.map((code) => ({ value: code, label: code }));
