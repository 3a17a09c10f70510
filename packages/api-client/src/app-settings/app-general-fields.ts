import { getCountries } from 'libphonenumber-js';
import { z } from 'zod';
import { maxMinorUnits, PRODUCT_CURRENCIES } from '../products/schemas';
import { formatMinorUnits } from '../rules/money';

/**
 * The apps' own fields of Settings › General (apps.md §3): one-time passcode's code, lifetime, attempts and SMS
 * guard (§3.1, modelled on Twilio Verify and its Fraud Guard), passkeys' enrolment offer (§3.2), document
 * signature's reminder and scroll rule (§3.3), and payments'
 * custom amount, default currency and statement descriptor (§3.5, as Stripe's). Each is answered and saved for its
 * app only (appGeneralSettings).
 */
export const OTP_CODE_LENGTH = { min: 4, max: 8, default: 6 } as const;
export const OTP_CODE_LIFETIME_MINUTES = { min: 1, max: 10, default: 5 } as const;
export const OTP_MAX_ATTEMPTS = { min: 1, max: 5, default: 3 } as const;
/** "At most 5 codes per phone per hour" (apps.md §3.1). */
export const OTP_CODES_PER_PHONE_PER_HOUR = 5;
/** apps.md §3.5; card networks print at most 22 characters. */
export const STATEMENT_DESCRIPTOR_MAX = 22;
/** The characters Stripe refuses in a statement descriptor. */
const STATEMENT_DESCRIPTOR_FORBIDDEN = /[<>\\'"*]/;

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
  statementDescriptorLength: `Statement descriptor must be ${STATEMENT_DESCRIPTOR_MAX} characters or fewer`,
  statementDescriptorCharacters: 'Statement descriptor can’t contain < > \\ \' " or *',
  customAmountMin: 'Enter a minimum greater than 0',
  customAmountMax: 'Enter a maximum greater than 0',
  customAmountDecimals: 'Enter an amount with the currency’s decimals, e.g. 19.99',
  customAmountTooHigh: 'Enter an amount of 999,999.99 or less',
  customAmountRange: 'Maximum must be at least the minimum',
  currency: 'Choose a currency',
  /** POST /v1/sessions for payments with `amount` (apps.md §5), against Settings › General. */
  customAmountOff: 'Custom amounts are turned off in Payments › General',
  customAmountCurrency: (currency: string) => `Custom amounts must be in ${currency}, the default currency`,
  customAmountOutOfRange: (min: string, max: string) => `Amount must be between ${min} and ${max}`,
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

/** Document signature (apps.md §3.3): a reminder SMS goes this long after the request while the link is unopened. */
export const SIGNATURE_REMINDER_MINUTES = 10;

export const documentSignatureGeneralFields = {
  /** "Send a reminder SMS after 10 minutes unopened" (the same message again, once). */
  sendReminder: z.boolean(),
  /** "Customer must scroll to the end before signing": the signing page's rule, kept with each request. */
  requireScrollToEnd: z.boolean(),
};

export const passkeysGeneralFields = {
  /** "Offer enrolment when no passkey is found". */
  offerEnrollment: z.boolean(),
};

const minorUnits = (error: string) => z.number({ error }).int({ error }).positive({ error });

/** Payments (apps.md §3.5): amounts in minor units of `defaultCurrency`. */
export const paymentsGeneralFields = {
  /** "Allow agents to enter a custom amount" between the minimum and the maximum. */
  allowCustomAmount: z.boolean(),
  customAmountMin: minorUnits(APP_GENERAL_MESSAGES.customAmountMin),
  customAmountMax: minorUnits(APP_GENERAL_MESSAGES.customAmountMax),
  /** A custom amount's currency when the request names none. */
  defaultCurrency: z.enum(PRODUCT_CURRENCIES, { error: APP_GENERAL_MESSAGES.currency }),
  /** What the customer's card statement shows; empty: the provider account's own. */
  statementDescriptor: z
    .string()
    .trim()
    .max(STATEMENT_DESCRIPTOR_MAX, { error: APP_GENERAL_MESSAGES.statementDescriptorLength })
    .refine((text) => !STATEMENT_DESCRIPTOR_FORBIDDEN.test(text), {
      error: APP_GENERAL_MESSAGES.statementDescriptorCharacters,
    }),
};

type CustomAmountRange = Partial<Record<'customAmountMin' | 'customAmountMax', number>> & {
  defaultCurrency?: string | undefined;
};

/**
 * The custom amount range's checks across its fields, once all three are known (a save's body, or a partial save
 * over the stored settings): each end within the currency's highest price, the maximum not below the minimum.
 */
export function customAmountRangeIssues({
  customAmountMin,
  customAmountMax,
  defaultCurrency,
}: CustomAmountRange) {
  if (customAmountMin === undefined || customAmountMax === undefined || defaultCurrency === undefined)
    return [];
  const highest = maxMinorUnits(defaultCurrency);
  const issues: { path: ['customAmountMin' | 'customAmountMax']; message: string }[] = [];
  if (customAmountMin > highest)
    issues.push({ path: ['customAmountMin'], message: APP_GENERAL_MESSAGES.customAmountTooHigh });
  if (customAmountMax > highest)
    issues.push({ path: ['customAmountMax'], message: APP_GENERAL_MESSAGES.customAmountTooHigh });
  else if (customAmountMax < customAmountMin)
    issues.push({ path: ['customAmountMax'], message: APP_GENERAL_MESSAGES.customAmountRange });
  return issues;
}

/**
 * A payment request's custom amount against Payments › General (POST /v1/sessions): the refusal's message, or null.
 * `currency` is the request's (the default currency when it names none).
 */
export function customAmountRefusal(
  amount: number,
  currency: string,
  settings: typeof PAYMENTS_GENERAL_DEFAULTS,
): string | null {
  if (!settings.allowCustomAmount) return APP_GENERAL_MESSAGES.customAmountOff;
  if (currency !== settings.defaultCurrency)
    return APP_GENERAL_MESSAGES.customAmountCurrency(settings.defaultCurrency);
  if (amount < settings.customAmountMin || amount > settings.customAmountMax) {
    return APP_GENERAL_MESSAGES.customAmountOutOfRange(
      formatMinorUnits(settings.customAmountMin, currency),
      formatMinorUnits(settings.customAmountMax, currency),
    );
  }
  return null;
}

export const OTP_GENERAL_DEFAULTS = {
  codeLength: OTP_CODE_LENGTH.default,
  codeLifetimeMinutes: OTP_CODE_LIFETIME_MINUTES.default,
  maxAttempts: OTP_MAX_ATTEMPTS.default,
  blockHighRiskNumbers: true,
  allowedCountries: [] as string[],
};

export const PASSKEYS_GENERAL_DEFAULTS = { offerEnrollment: true };

/** Spec silent: both on, as a signature a customer is later asked about should have been read and reminded of. */
export const DOCUMENT_SIGNATURE_GENERAL_DEFAULTS = { sendReminder: true, requireScrollToEnd: true };

/** $1.00 to $5,000.00 (spec silent: the range of a typical contact-centre payment), no descriptor of its own. */
export const PAYMENTS_GENERAL_DEFAULTS: {
  allowCustomAmount: boolean;
  customAmountMin: number;
  customAmountMax: number;
  defaultCurrency: (typeof PRODUCT_CURRENCIES)[number];
  statementDescriptor: string;
} = {
  allowCustomAmount: true,
  customAmountMin: 100,
  customAmountMax: 500_000,
  defaultCurrency: 'USD',
  statementDescriptor: '',
};
