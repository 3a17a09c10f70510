import type { AppId } from '../apps';
import { invalidField } from '../rules/errors';
import {
  customAmountRangeIssues,
  DOCUMENT_SIGNATURE_GENERAL_DEFAULTS,
  OTP_GENERAL_DEFAULTS,
  PASSKEYS_GENERAL_DEFAULTS,
  PAYMENTS_GENERAL_DEFAULTS,
} from './app-general-fields';
import type { GeneralSettings } from './schemas';

/** The fields of Settings › General that only one app has, with their defaults (apps.md §3.1, §3.2, §3.3, §3.5). */
const APP_FIELDS: Partial<Record<AppId, Readonly<Record<string, unknown>>>> = {
  'one-time-passcode': OTP_GENERAL_DEFAULTS,
  passkeys: PASSKEYS_GENERAL_DEFAULTS,
  'document-signature': DOCUMENT_SIGNATURE_GENERAL_DEFAULTS,
  payments: PAYMENTS_GENERAL_DEFAULTS,
};
const EVERY_APP_FIELD = new Set(Object.values(APP_FIELDS).flatMap((fields) => Object.keys(fields)));

/**
 * An app's General settings as both back ends answer and keep them: the shared fields, and the app's own fields
 * only, each from `settings`, else from `previous` (a save that leaves one out keeps what was saved), else its
 * default. Another app's fields are dropped.
 */
export function appGeneralSettings(
  app: AppId,
  settings: GeneralSettings,
  previous: Partial<GeneralSettings> = {},
): GeneralSettings {
  const own = APP_FIELDS[app] ?? {};
  const shared = Object.fromEntries(Object.entries(settings).filter(([key]) => !EVERY_APP_FIELD.has(key)));
  const fields = Object.fromEntries(
    Object.entries(own).map(([key, fallback]) => [
      key,
      settings[key as keyof GeneralSettings] ?? previous[key as keyof GeneralSettings] ?? fallback,
    ]),
  );
  return { ...shared, ...fields } as GeneralSettings;
}

/**
 * PUT /{app}/settings/general in both back ends: the body over the stored settings (appGeneralSettings), refused
 * (400 VALIDATION_ERROR on the field) when the result breaks a rule across fields, as a save of payments' minimum
 * alone above the stored maximum would.
 */
export function savedGeneralSettings(
  app: AppId,
  body: GeneralSettings,
  stored: Partial<GeneralSettings>,
): GeneralSettings {
  const saved = appGeneralSettings(app, body, stored);
  const [issue] = customAmountRangeIssues(saved);
  if (issue) throw invalidField(issue.path[0], issue.message);
  return saved;
}

/** What a new request of the app follows: the shared fields and the app's own, all filled. */
const filledSettingsOf =
  <Own extends object>(app: AppId, defaults: Own) =>
  (settings: GeneralSettings): GeneralSettings & Own => ({
    ...defaults,
    ...(appGeneralSettings(app, settings) as GeneralSettings & Partial<Own>),
  });

export const otpSettingsOf = filledSettingsOf('one-time-passcode', OTP_GENERAL_DEFAULTS);
export const documentSignatureSettingsOf = filledSettingsOf(
  'document-signature',
  DOCUMENT_SIGNATURE_GENERAL_DEFAULTS,
);
export const paymentsSettingsOf = filledSettingsOf('payments', PAYMENTS_GENERAL_DEFAULTS);
