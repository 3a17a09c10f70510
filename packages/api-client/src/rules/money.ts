/**
 * An amount in minor units of an ISO 4217 currency (apps.md §0: money is stored in minor units), formatted with Intl
 * ("$12,480.00", "€99.50", "¥1,200"): the currency's own number of decimals.
 */
export function formatMinorUnits(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
