import { getCountries } from 'libphonenumber-js';
import { z } from 'zod';

/**
 * The apps' own fields of Settings › General (apps.md §3): one-time passcode's code, lifetime, attempts and SMS
 * guard (§3.1, modelled on Twilio Verify and its Fraud Guard), and passkeys' enrolment offer (§3.2). Each is
 * answered and saved for its app only (appGeneralSettings).
 */
export const OTP_CODE_LENGTH = { min: 4, max: 8, default: 6 } as const;
export const OTP_CODE_LIFETIME_MINUTES = { min: 1, max: 10, default: 5 } as const;
export const OTP_MAX_ATTEMPTS = { min: 1, max: 5, default: 3 } as const;
/** "At most 5 codes per phone per hour" (apps.md §3.1). */
export const OTP_CODES_PER_PHONE_PER_HOUR = 5;

/**
 * The countries a phone number can belong to, ISO 3166-1 alpha-2, as libphonenumber knows them (the library that
 * tells the server which country a number is in, so the list and the check cannot disagree).
 */
export const PHONE_COUNTRIES: readonly string[] = getCountries();
const KNOWN_COUNTRIES = new Set(PHONE_COUNTRIES);

export const APP_GENERAL_MESSAGES = {
  codeLength: `Code length must be between ${OTP_CODE_LENGTH.min} and ${OTP_CODE_LENGTH.max} digits`,
  codeLifetime: `Code lifetime must be between ${OTP_CODE_LIFETIME_MINUTES.min} and ${OTP_CODE_LIFETIME_MINUTES.max} minutes`,
  maxAttempts: `Max attempts must be between ${OTP_MAX_ATTEMPTS.min} and ${OTP_MAX_ATTEMPTS.max}`,
  unknownCountry: (code: string) => `Unknown country code ${code}`,
} as const;

/** A whole number in the range, one message for whatever else was typed (empty, 4.5, 9). */
const wholeNumber = ({ min, max }: { min: number; max: number }, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

export const otpGeneralFields = {
  codeLength: wholeNumber(OTP_CODE_LENGTH, APP_GENERAL_MESSAGES.codeLength),
  codeLifetimeMinutes: wholeNumber(OTP_CODE_LIFETIME_MINUTES, APP_GENERAL_MESSAGES.codeLifetime),
  maxAttempts: wholeNumber(OTP_MAX_ATTEMPTS, APP_GENERAL_MESSAGES.maxAttempts),
  /** "Block premium-rate and high-risk numbers". */
  blockHighRiskNumbers: z.boolean(),
  /** Empty: every country. */
  allowedCountries: z
    .array(z.string())
    .max(PHONE_COUNTRIES.length)
    .superRefine((codes, ctx) => {
      const unknown = codes.find((code) => !KNOWN_COUNTRIES.has(code));
      if (unknown !== undefined)
        ctx.addIssue({ code: 'custom', message: APP_GENERAL_MESSAGES.unknownCountry(unknown) });
    }),
};

export const passkeysGeneralFields = {
  /** "Offer enrolment when no passkey is found". */
  offerEnrollment: z.boolean(),
};

export const OTP_GENERAL_DEFAULTS = {
  codeLength: OTP_CODE_LENGTH.default,
  codeLifetimeMinutes: OTP_CODE_LIFETIME_MINUTES.default,
  maxAttempts: OTP_MAX_ATTEMPTS.default,
  blockHighRiskNumbers: true,
  allowedCountries: [] as string[],
};

export const PASSKEYS_GENERAL_DEFAULTS = { offerEnrollment: true };
