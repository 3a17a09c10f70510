import { APP_GENERAL_MESSAGES, generalSettingsSchema, type GeneralSettings } from '@console/api-client';
import { minorUnitsOf, minorUnitsText } from '@console/api-client/rules';

/**
 * The form's fields as typed (a select's or a number field's value is a string). The apps' own fields (apps.md §3)
 * are there only for the app that has them, as the settings arrive.
 */
export interface GeneralFormValues {
  displayName: string;
  linkExpiryMinutes: string;
  language: string;
  redirectUrl: string;
  completionMessage: string;
  codeLength?: string;
  codeLifetimeMinutes?: string;
  maxAttempts?: string;
  blockHighRiskNumbers?: boolean;
  allowedCountries?: string[];
  offerEnrollment?: boolean;
  sendReminder?: boolean;
  requireScrollToEnd?: boolean;
  allowCustomAmount?: boolean;
  /** Major units of the default currency, as typed ("1.00"). */
  customAmountMin?: string;
  customAmountMax?: string;
  defaultCurrency?: string;
  statementDescriptor?: string;
}

const NUMBER_FIELDS = ['codeLength', 'codeLifetimeMinutes', 'maxAttempts'] as const;
const FLAG_FIELDS = [
  'blockHighRiskNumbers',
  'offerEnrollment',
  'sendReminder',
  'requireScrollToEnd',
  'allowCustomAmount',
] as const;
/** Payments' amounts: minor units in the settings, major units of the default currency in the form. */
const AMOUNT_FIELDS = ['customAmountMin', 'customAmountMax'] as const;
const TEXT_FIELDS = ['defaultCurrency', 'statementDescriptor'] as const;

export const formValuesOf = (settings: GeneralSettings): GeneralFormValues => {
  const values: GeneralFormValues = {
    displayName: settings.displayName,
    linkExpiryMinutes: String(settings.linkExpiryMinutes),
    language: settings.language,
    redirectUrl: settings.redirectUrl,
    completionMessage: settings.completionMessage,
  };
  for (const field of NUMBER_FIELDS) {
    const value = settings[field];
    if (value !== undefined) values[field] = String(value);
  }
  for (const field of FLAG_FIELDS) {
    const value = settings[field];
    if (value !== undefined) values[field] = value;
  }
  for (const field of AMOUNT_FIELDS) {
    const value = settings[field];
    if (value !== undefined) values[field] = minorUnitsText(value, settings.defaultCurrency ?? 'USD');
  }
  for (const field of TEXT_FIELDS) {
    const value = settings[field];
    if (value !== undefined) values[field] = value;
  }
  if (settings.allowedCountries) values.allowedCountries = [...settings.allowedCountries];
  return values;
};

type GeneralFormResult =
  { ok: true; settings: GeneralSettings } | { ok: false; errors: Record<string, string> };

/** A typed number, or NaN for an empty field (the schema's range message covers both). */
const numberOf = (typed: string | undefined) =>
  typed === undefined ? undefined : typed.trim() === '' ? Number.NaN : Number(typed);

/**
 * A typed amount in minor units of the currency; NaN for what is not a positive amount (the schema's "greater than
 * 0" message), or the decimals message for a number with more decimals than the currency has.
 */
function amountOf(typed: string, currency: string): number | { error: string } {
  const minor = minorUnitsOf(typed, currency);
  if (minor !== null) return minor;
  return /^[\d,]*\.\d+$/.test(typed.trim())
    ? { error: APP_GENERAL_MESSAGES.customAmountDecimals }
    : Number.NaN;
}

/** The values checked by the api-client's schema (the spec's messages), first message per field. */
export function parseGeneralForm(values: GeneralFormValues): GeneralFormResult {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.filter((field) => values[field] !== undefined).map((field) => [
      field,
      numberOf(values[field]),
    ]),
  );
  const errors: Record<string, string> = {};
  const amounts: Record<string, number> = {};
  for (const field of AMOUNT_FIELDS) {
    const typed = values[field];
    if (typed === undefined) continue;
    const amount = amountOf(typed, values.defaultCurrency ?? 'USD');
    if (typeof amount === 'number') amounts[field] = amount;
    else errors[field] = amount.error;
  }
  const result = generalSettingsSchema.safeParse({
    ...values,
    linkExpiryMinutes: Number(values.linkExpiryMinutes),
    ...numbers,
    ...amounts,
  });
  if (result.success && Object.keys(errors).length === 0) return { ok: true, settings: result.data };
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Whether two sets of values differ (the leave guard's question). */
export const differs = (a: GeneralFormValues, b: GeneralFormValues) =>
  (Object.keys({ ...a, ...b }) as (keyof GeneralFormValues)[]).some(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  );
