/**
 * Build-time settings of the console (Vite `VITE_*` variables). The spec names these things but not their values;
 * each default is our choice.
 */
const env = import.meta.env as Record<string, string | undefined>;

/** The product's own name, shown as the header wordmark when the account has no logo. */
export const PRODUCT_NAME = 'Console';

/** "System status: an external page" (spec 000 §2), opened in a new tab from the settings menu. */
export const STATUS_PAGE_URL = env.VITE_STATUS_PAGE_URL ?? 'https://status.console.example/';

/** The sales e-mail of the Contact sales dialog (spec 000 §2). */
export const SALES_EMAIL = env.VITE_SALES_EMAIL ?? 'sales@console.example';
