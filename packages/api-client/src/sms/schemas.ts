import { z } from 'zod';

export const SMS_PROVIDERS = ['twilio'] as const;
export const smsProviderSchema = z.enum(SMS_PROVIDERS);
export type SmsProvider = z.infer<typeof smsProviderSchema>;

/**
 * The saved SMS configuration (spec 001 §3). The auth token is write-only, so GET answers the
 * account SID and phone number; both fields are null when SMS is not configured (not shown).
 */
export const smsConfigSchema = z.object({
  provider: smsProviderSchema.nullable(),
  twilio: z.object({ accountSid: z.string(), phoneNumber: z.string() }).nullable(),
});
export type SmsConfig = z.infer<typeof smsConfigSchema>;
