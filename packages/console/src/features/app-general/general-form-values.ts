import { generalSettingsSchema, type GeneralSettings } from '@console/api-client';

/** The form's fields as typed (a select's value is a string). */
export interface GeneralFormValues {
  displayName: string;
  linkExpiryMinutes: string;
  language: string;
  redirectUrl: string;
  completionMessage: string;
}

export const formValuesOf = (settings: GeneralSettings): GeneralFormValues => ({
  displayName: settings.displayName,
  linkExpiryMinutes: String(settings.linkExpiryMinutes),
  language: settings.language,
  redirectUrl: settings.redirectUrl,
  completionMessage: settings.completionMessage,
});

type GeneralFormResult =
  { ok: true; settings: GeneralSettings } | { ok: false; errors: Record<string, string> };

/** The values checked by the api-client's schema (the spec's messages), first message per field. */
export function parseGeneralForm(values: GeneralFormValues): GeneralFormResult {
  const result = generalSettingsSchema.safeParse({
    ...values,
    linkExpiryMinutes: Number(values.linkExpiryMinutes),
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
  (Object.keys(a) as (keyof GeneralFormValues)[]).some((key) => a[key] !== b[key]);
