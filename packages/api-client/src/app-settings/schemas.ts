import { z } from 'zod';
import {
  customAmountRangeIssues,
  documentSignatureGeneralFields,
  otpGeneralFields,
  passkeysGeneralFields,
  paymentsGeneralFields,
} from './app-general-fields';

/**
 * Settings › General of every app (apps.md §2.5), with the apps' own fields (§3, app-general-fields.ts): optional
 * here, answered and kept for their app only (appGeneralSettings).
 */
export const LINK_EXPIRY_MINUTES = [5, 10, 15, 30, 60, 1440] as const;
export const DEFAULT_LINK_EXPIRY_MINUTES = 15;
export const SESSION_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
export const DISPLAY_NAME_MAX = 40;
export const COMPLETION_MESSAGE_MAX = 200;

export const GENERAL_SETTINGS_MESSAGES = {
  displayNameRequired: 'Display name is required',
  displayNameLength: 'Display name must be 40 characters or fewer',
  redirectHttps: 'Redirect URL must start with https://',
  completionLength: 'Completion message must be 200 characters or fewer',
} as const;

export const generalSettingsSchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(1, { error: GENERAL_SETTINGS_MESSAGES.displayNameRequired })
      .max(DISPLAY_NAME_MAX, { error: GENERAL_SETTINGS_MESSAGES.displayNameLength }),
    linkExpiryMinutes: z.union(LINK_EXPIRY_MINUTES.map((minutes) => z.literal(minutes))),
    language: z.enum(SESSION_LANGUAGES),
    /** Empty when the customer stays on the completion page. */
    redirectUrl: z
      .string()
      .trim()
      .max(2048)
      .refine((url) => url === '' || url.startsWith('https://'), {
        error: GENERAL_SETTINGS_MESSAGES.redirectHttps,
      }),
    completionMessage: z
      .string()
      .trim()
      .max(COMPLETION_MESSAGE_MAX, { error: GENERAL_SETTINGS_MESSAGES.completionLength }),
    ...z.object(otpGeneralFields).partial().shape,
    ...z.object(passkeysGeneralFields).partial().shape,
    ...z.object(documentSignatureGeneralFields).partial().shape,
    ...z.object(paymentsGeneralFields).partial().shape,
  })
  .superRefine((settings, context) => {
    for (const issue of customAmountRangeIssues(settings)) context.addIssue({ code: 'custom', ...issue });
  });
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** GET|PUT|DELETE /{app}/settings/sms-content (apps.md §2.6). */
export const smsContentSchema = z.object({ template: z.string(), isDefault: z.boolean() });
export type SmsContent = z.infer<typeof smsContentSchema>;

/** GET /{app}/billing/plans (apps.md §2.3): prices are data, as Stripe's. */
export const billingPlanSchema = z.object({
  id: z.enum(['free-trial', 'subscription', 'enterprise']),
  name: z.string(),
  priceLabel: z.string(),
  includedCredits: z.number().int().nonnegative().nullable(),
  features: z.array(z.string()),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;
