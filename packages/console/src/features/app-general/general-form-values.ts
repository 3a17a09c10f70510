import { generalSettingsSchema, type GeneralSettings } from '@console/api-client';

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
}

const NUMBER_FIELDS = ['codeLength', 'codeLifetimeMinutes', 'maxAttempts'] as const;
const FLAG_FIELDS = ['blockHighRiskNumbers', 'offerEnrollment'] as const;

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
  if (settings.allowedCountries) values.allowedCountries = [...settings.allowedCountries];
  return values;
};

type GeneralFormResult =
  { ok: true; settings: GeneralSettings } | { ok: false; errors: Record<string, string> };

/** A typed number, or NaN for an empty field (the schema's range message covers both). */
const numberOf = (typed: string | undefined) =>
  typed === undefined ? undefined : typed.trim() === '' ? Number.NaN : Number(typed);

/** The values checked by the api-client's schema (the spec's messages), first message per field. */
export function parseGeneralForm(values: GeneralFormValues): GeneralFormResult {
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.filter((field) => values[field] !== undefined).map((field) => [
      field,
      numberOf(values[field]),
    ]),
  );
  const result = generalSettingsSchema.safeParse({
    ...values,
    linkExpiryMinutes: Number(values.linkExpiryMinutes),
    ...numbers,
  });
  if (result.success) return { ok: true, settings: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
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
