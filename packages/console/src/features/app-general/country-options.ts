import { PHONE_COUNTRIES } from '@console/api-client';

const names = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The allowed countries' choices (apps.md §3.1): every country a phone number can belong to, by its English name
 * with its ISO code ("United Kingdom (GB)"), in alphabetical order.
 */
export const COUNTRY_OPTIONS: readonly { value: string; label: string }[] = PHONE_COUNTRIES.map((code) => ({
  value: code,
  label: `${names.of(code) ?? code} (${code})`,
})).sort((a, b) => a.label.localeCompare(b.label, 'en'));
