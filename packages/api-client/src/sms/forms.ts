import { z } from 'zod';

/** A plus sign, a nonzero digit, then 1 to 14 more digits (spec 001 §5). */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

export const E164_MESSAGE = 'Phone number must be in e164 format (with leading + and country code)';

export const e164PhoneSchema = z.string().regex(E164_PATTERN, { error: E164_MESSAGE });

/** The Twilio form (spec 001 §5). */
export const twilioFormSchema = z.object({
  accountSid: z.string().trim().min(1, { error: 'Account SID is required' }),
  authToken: z.string().trim().min(1, { error: 'Auth Token is required' }),
  phoneNumber: e164PhoneSchema,
});
export type TwilioForm = z.infer<typeof twilioFormSchema>;
