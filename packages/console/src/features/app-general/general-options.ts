import { LINK_EXPIRY_MINUTES, SESSION_LANGUAGES } from '@console/api-client';

type Language = (typeof SESSION_LANGUAGES)[number];

/** The languages of the customer's pages, by their English names (apps.md §2.5: en/es/fr/de/pt/it). */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
};

export const LANGUAGE_OPTIONS = SESSION_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** "5 minutes" … "60 minutes", "24 hours" (apps.md §2.5). */
export function linkExpiryLabel(minutes: number): string {
  return minutes % 60 === 0 && minutes > 60 ? `${minutes / 60} hours` : `${minutes} minutes`;
}

export const LINK_EXPIRY_OPTIONS = LINK_EXPIRY_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: linkExpiryLabel(minutes),
}));
