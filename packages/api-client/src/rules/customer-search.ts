/** At most this many results (the search dialog's budget is 1,000 rows). */
export const CUSTOMER_SEARCH_LIMIT = 1000;

/**
 * What GET /results/customer looks for: the reference trimmed, in lower case, found anywhere in a customer's
 * reference; undefined (no results) when only spaces were typed.
 */
export function customerRefNeedle(customerRef: string): string | undefined {
  const needle = customerRef.trim().toLowerCase();
  return needle === '' ? undefined : needle;
}
