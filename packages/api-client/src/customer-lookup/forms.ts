import { z } from 'zod';
import { e164PhoneSchema } from '../sms/forms';
import type { CustomerLookupConfig } from './schemas';
import { lookupMethodSchema } from './schemas';

/** At most 3 custom headers (spec 001 §9). */
export const MAX_LOOKUP_HEADERS = 3;

/**
 * Limits of the GJSON paths and templates (not shown in the spec; the server refuses more with a
 * 400): a path is at most 256 characters with queries nested at most 32 deep, a template at most
 * 1,000 characters.
 */
export const GJSON_MAX_PATH_LENGTH = 256;
export const GJSON_MAX_NESTING = 32;
export const LOOKUP_TEMPLATE_MAX_LENGTH = 1000;

const pathSchema = (required: string) =>
  z
    .string()
    .trim()
    .min(1, { error: required })
    .max(GJSON_MAX_PATH_LENGTH, { error: `A path is at most ${GJSON_MAX_PATH_LENGTH} characters` });
const templateSchema = (required: string) =>
  z
    .string()
    .trim()
    .min(1, { error: required })
    .max(LOOKUP_TEMPLATE_MAX_LENGTH, { error: 'A template is at most 1,000 characters' });

export const lookupHeaderSchema = z.object({
  key: z.string().trim().min(1, { error: 'Header name is required' }),
  value: z.string().trim().min(1, { error: 'Value is required' }),
});
export type LookupHeader = z.infer<typeof lookupHeaderSchema>;

/** The customer-lookup form (spec 001 §5), also the body of POST /customer-lookup. */
export const customerLookupFormSchema = z.object({
  url: z
    .url({ error: 'URL must be a valid URL.' })
    .refine((url) => url.startsWith('https://'), { error: 'URL must start with https://' }),
  method: lookupMethodSchema,
  headers: z.array(lookupHeaderSchema).max(MAX_LOOKUP_HEADERS, { error: 'You can add up to 3 headers' }),
  customerPath: pathSchema('Customers array path is required'),
  customerId: pathSchema('Customer ID path is required'),
  titleTemplate: templateSchema('Title template is required'),
  descriptionTemplate: templateSchema('Description template is required'),
});
export type CustomerLookupForm = z.infer<typeof customerLookupFormSchema>;

/**
 * The Test API panel: a phone number in E.164 plus the form (spec 001 §5). The spec names no
 * message for the phone; we reuse Twilio's.
 */
export const customerLookupTestFormSchema = customerLookupFormSchema.extend({ phoneNumber: e164PhoneSchema });
export type CustomerLookupTestForm = z.infer<typeof customerLookupTestFormSchema>;

/** The form's empty state, also what Clear Settings resets to. */
export const EMPTY_CUSTOMER_LOOKUP_FORM: CustomerLookupForm = {
  url: '',
  method: 'GET',
  headers: [],
  customerPath: '',
  customerId: '',
  titleTemplate: '',
  descriptionTemplate: '',
};

/** Form values for a saved config: header values come back empty (spec 001 §3). */
export function customerLookupFormValues(config: CustomerLookupConfig | null): CustomerLookupForm {
  if (!config) return EMPTY_CUSTOMER_LOOKUP_FORM;
  const { headerKeys, ...fields } = config;
  return { ...fields, headers: headerKeys.map((key) => ({ key, value: '' })) };
}
