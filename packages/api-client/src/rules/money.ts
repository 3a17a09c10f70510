/**
 * An amount in minor units of an ISO 4217 currency (apps.md §0: money is stored in minor units), formatted with Intl
 * ("$12,480.00", "€99.50", "¥1,200"): the currency's own number of decimals.
 */
export function formatMinorUnits(minor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

/** The currency's number of decimals (ISO 4217 minor unit, as Intl knows it): 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
    2
  );
}

/** Whether Intl knows `code` as a currency (an unknown three-letter code throws there). */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  try {
    currencyDigits(code);
    return Intl.supportedValuesOf('currency').includes(code);
  } catch {
    return false;
  }
}

/**
 * A typed amount ("12.5", "1,250.00") in minor units of `currency`, or null when it is not a number with at most the
 * currency's decimals. Decimal text is read digit by digit, never through floating point, so "19.99" is 1999.
 */
export function minorUnitsOf(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as the text a form field shows ("19.99", "1200"), the inverse of minorUnitsOf. */
export function minorUnitsText(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
