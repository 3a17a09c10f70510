import type { AppId } from '../apps';

/**
 * Settings › SMS Content (apps.md §2.6, §6): which placeholders each app's message may use, the defaults, the
 * preview's rendering, the segment counter and the save rules. The console, the mocks and the server all call these,
 * and the server renders the real SMS with renderSmsTemplate.
 */

/** Longest template either back end stores; the 3-segment rule refuses long messages well before this. */
export const SMS_TEMPLATE_MAX = 1000;
/** A message must fit in this many segments (Twilio advises at most 320 characters). */
export const SMS_MAX_SEGMENTS = 3;

const SHARED_PLACEHOLDERS = ['companyName', 'agentName'] as const;
const APP_PLACEHOLDERS: Record<AppId, readonly string[]> = {
  'one-time-passcode': ['code', 'minutes'],
  passkeys: ['link'],
  'document-signature': ['link', 'documentName'],
  'e-form': ['link', 'formName'],
  payments: ['link', 'amount'],
  'gateway-payments': ['link', 'amount'],
  'identity-verification': ['link'],
};

/** The chips of the editor, by name without braces: {companyName}, {agentName}, then the app's. */
export function smsPlaceholders(app: AppId): readonly string[] {
  return [...SHARED_PLACEHOLDERS, ...APP_PLACEHOLDERS[app]];
}

/** The placeholder every message of the app must carry: {code} for OTP, {link} for the others. */
export function requiredSmsPlaceholder(app: AppId): 'code' | 'link' {
  return app === 'one-time-passcode' ? 'code' : 'link';
}

export const DEFAULT_OTP_SMS_TEMPLATE =
  '{companyName}: your verification code is {code}. It expires in {minutes} minutes. Never share it.';
export const DEFAULT_LINK_SMS_TEMPLATE = '{companyName}: {agentName} sent you a secure link: {link}';

export function defaultSmsTemplate(app: AppId): string {
  return app === 'one-time-passcode' ? DEFAULT_OTP_SMS_TEMPLATE : DEFAULT_LINK_SMS_TEMPLATE;
}

export const SMS_TEMPLATE_MESSAGES = {
  required: 'Message is required',
  mustContain: (placeholder: string) => `The message must contain {${placeholder}}`,
  unknownPlaceholder: (name: string) => `Unknown placeholder {${name}}`,
  tooLong: 'The message must fit in 3 SMS segments',
} as const;

/** A short link is 28 characters and an agent's name is counted as 20 (apps.md §2.6). */
export const SMS_SAMPLE_LINK = 'https://vfy.example/s/x7Kp2Q';
export const SMS_SAMPLE_AGENT_NAME = 'Christopher Robinson';

/** The values the preview and the counter render with; the company name is the account's display name. */
export function smsSample(companyName: string): Record<string, string> {
  return {
    companyName,
    agentName: SMS_SAMPLE_AGENT_NAME,
    link: SMS_SAMPLE_LINK,
    code: '482913',
    minutes: '5',
    documentName: 'Account agreement',
    formName: 'Address change',
    amount: '$125.00',
  };
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Every `{name}` replaced by its value in `sample`; a name without a value stays as written. */
export function renderSmsTemplate(template: string, sample: Readonly<Record<string, string>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => sample[name] ?? whole);
}

/**
 * The GSM 03.38 alphabet, written out by hand: no library we keep counts SMS segments, so the table lives here.
 * Basic set: one septet each. Extension set (apps.md §2.6 names € [ ] { } \ ^ ~ |): an escape plus the character,
 * two septets, yet one character for the customer.
 */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('€[]{}\\^~|\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegmentCount {
  /** Characters as the customer sees them (code points: € and an emoji are one each). */
  characters: number;
  segments: number;
  encoding: SmsEncoding;
  /** The characters outside GSM-7 that forced UCS-2, each once, in order of appearance. */
  nonGsmChars: string[];
}

/** Septets a character takes in GSM-7, or null when it is outside the alphabet. */
function gsmSeptets(char: string): 1 | 2 | null {
  if (GSM_BASIC.has(char)) return 1;
  if (GSM_EXTENSION.has(char)) return 2;
  return null;
}

/**
 * How many segments are needed for units of the given sizes: one segment holds `single` units; a longer message
 * is split into parts of `part` units, and a character (an escape pair, a surrogate pair) is never split across two.
 */
function segmentsOf(sizes: readonly number[], single: number, part: number): number {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total === 0) return 0;
  if (total <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return segments;
}

/**
 * The counter of apps.md §2.6 on a rendered message: GSM-7 holds 160 septets in one segment, then 153 per segment
 * (the rest is the concatenation header); any character outside GSM-7 makes the whole message UCS-2, 70 UTF-16
 * code units in one segment, then 67 (Twilio counts code units, so an emoji takes two).
 */
export function countSmsSegments(text: string): SmsSegmentCount {
  // Code points: the customer sees an emoji as one character (Twilio counts its two UTF-16 units below).
  const chars = Array.from(text);
  const nonGsmChars = [...new Set(chars.filter((char) => gsmSeptets(char) === null))];
  if (nonGsmChars.length === 0) {
    const septets = chars.map((char) => gsmSeptets(char) ?? 1);
    return {
      characters: chars.length,
      segments: segmentsOf(septets, 160, 153),
      encoding: 'GSM-7',
      nonGsmChars,
    };
  }
  const units = chars.map((char) => char.length);
  return { characters: chars.length, segments: segmentsOf(units, 70, 67), encoding: 'UCS-2', nonGsmChars };
}

/** "{n} characters · {s} SMS segment(s) · GSM-7|UCS-2" (apps.md §2.6, §6). */
export function smsCounterText({ characters, segments, encoding }: SmsSegmentCount): string {
  return `${characters} characters · ${segments} SMS ${segments === 1 ? 'segment' : 'segments'} · ${encoding}`;
}

/** The UCS-2 warning, naming up to three of the characters outside GSM-7. */
export function nonGsmWarning(nonGsmChars: readonly string[]): string {
  return `Characters outside the GSM alphabet (for example ${nonGsmChars.slice(0, 3).join(' ')}) cut each segment to 70 characters.`;
}

/**
 * The first reason a template cannot be saved for `app`, or null: required, the app's {link} or {code}, only the
 * app's placeholders, and at most 3 segments once rendered with the sample values and the account's display name.
 */
export function checkSmsTemplate(app: AppId, template: string, companyName = 'Company name'): string | null {
  if (template.trim() === '') return SMS_TEMPLATE_MESSAGES.required;
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const required = requiredSmsPlaceholder(app);
  if (!names.includes(required)) return SMS_TEMPLATE_MESSAGES.mustContain(required);
  const known = smsPlaceholders(app);
  const unknown = names.find((name) => !known.includes(name));
  if (unknown !== undefined) return SMS_TEMPLATE_MESSAGES.unknownPlaceholder(unknown);
  const rendered = renderSmsTemplate(template, smsSample(companyName));
  if (countSmsSegments(rendered).segments > SMS_MAX_SEGMENTS) return SMS_TEMPLATE_MESSAGES.tooLong;
  return null;
}
