import { describe, expect, it } from 'vitest';
import {
  appGeneralSettings,
  documentSignatureSettingsOf,
  otpSettingsOf,
  paymentsSettingsOf,
  savedGeneralSettings,
} from './app-general-settings';
import { customAmountRefusal, PAYMENTS_GENERAL_DEFAULTS, PHONE_COUNTRIES } from './app-general-fields';
import { generalSettingsSchema } from './schemas';

const SHARED = {
  displayName: 'Northwind',
  linkExpiryMinutes: 15 as const,
  language: 'en' as const,
  redirectUrl: '',
  completionMessage: '',
};
const messages = (value: unknown) => {
  const result = generalSettingsSchema.safeParse({ ...SHARED, ...(value as object) });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe("the apps' own General fields (apps.md §3.1, §3.2)", () => {
  it('takes each number in its range only, with one message for anything else', () => {
    for (const codeLength of [4, 8]) expect(messages({ codeLength })).toEqual([]);
    for (const codeLength of [3, 9, 6.5, Number.NaN, '6'])
      expect(messages({ codeLength })).toEqual([
        ['codeLength', 'Code length must be between 4 and 8 digits'],
      ]);
    expect(messages({ codeLifetimeMinutes: 11 })).toEqual([
      ['codeLifetimeMinutes', 'Code lifetime must be between 1 and 10 minutes'],
    ]);
    expect(messages({ maxAttempts: 0 })).toEqual([['maxAttempts', 'Max attempts must be between 1 and 5']]);
  });

  it('takes ISO codes of countries a phone can belong to', () => {
    expect(PHONE_COUNTRIES).toEqual(expect.arrayContaining(['GB', 'US', 'DE', 'FR', 'AU']));
    expect(messages({ allowedCountries: ['GB', 'US'] })).toEqual([]);
    expect(messages({ allowedCountries: ['GB', 'gb'] })).toEqual([
      ['allowedCountries', 'Unknown country code gb'],
    ]);
  });

  it("keeps an app's own fields only: given, else saved before, else the default", () => {
    expect(appGeneralSettings('one-time-passcode', { ...SHARED, offerEnrollment: false })).toEqual({
      ...SHARED,
      codeLength: 6,
      codeLifetimeMinutes: 5,
      maxAttempts: 3,
      blockHighRiskNumbers: true,
      allowedCountries: [],
    });
    expect(appGeneralSettings('passkeys', { ...SHARED, codeLength: 8 }, { offerEnrollment: false })).toEqual({
      ...SHARED,
      offerEnrollment: false,
    });
    expect(appGeneralSettings('e-form', { ...SHARED, codeLength: 8, offerEnrollment: true })).toEqual(SHARED);
    expect(otpSettingsOf({ ...SHARED, maxAttempts: 5 })).toMatchObject({ codeLength: 6, maxAttempts: 5 });
  });
});

describe("payments' own General fields (apps.md §3.5)", () => {
  const PAYMENTS = {
    allowCustomAmount: true,
    customAmountMin: 100,
    customAmountMax: 500_000,
    defaultCurrency: 'USD' as const,
    statementDescriptor: 'NORTHWIND SUPPORT',
  };

  it('takes a statement descriptor of 22 characters or fewer, without the characters Stripe refuses', () => {
    expect(messages({ ...PAYMENTS, statementDescriptor: 'x'.repeat(22) })).toEqual([]);
    expect(messages({ ...PAYMENTS, statementDescriptor: 'x'.repeat(23) })).toEqual([
      ['statementDescriptor', 'Statement descriptor must be 22 characters or fewer'],
    ]);
    for (const character of ['<', '>', '\\', "'", '"', '*'])
      expect(messages({ ...PAYMENTS, statementDescriptor: `NORTHWIND${character}` })).toEqual([
        ['statementDescriptor', 'Statement descriptor can’t contain < > \\ \' " or *'],
      ]);
  });

  it('takes a range of positive whole minor units, the maximum not below the minimum, within the highest price', () => {
    expect(messages({ ...PAYMENTS, customAmountMin: 0 })).toEqual([
      ['customAmountMin', 'Enter a minimum greater than 0'],
    ]);
    expect(messages({ ...PAYMENTS, customAmountMax: 99.5 })).toEqual([
      ['customAmountMax', 'Enter a maximum greater than 0'],
    ]);
    expect(messages({ ...PAYMENTS, customAmountMax: 99 })).toEqual([
      ['customAmountMax', 'Maximum must be at least the minimum'],
    ]);
    expect(messages({ ...PAYMENTS, customAmountMax: 100 })).toEqual([]);
    expect(messages({ ...PAYMENTS, customAmountMax: 100_000_000 })).toEqual([
      ['customAmountMax', 'Enter an amount of 999,999.99 or less'],
    ]);
    expect(messages({ ...PAYMENTS, defaultCurrency: 'XYZ' })).toEqual([
      ['defaultCurrency', 'Choose a currency'],
    ]);
  });

  it('checks a custom amount against the settings: on, in the default currency, within the range', () => {
    const settings = { ...PAYMENTS_GENERAL_DEFAULTS };
    expect(customAmountRefusal(100, 'USD', settings)).toBeNull();
    expect(customAmountRefusal(500_000, 'USD', settings)).toBeNull();
    expect(customAmountRefusal(99, 'USD', settings)).toBe('Amount must be between $1.00 and $5,000.00');
    expect(customAmountRefusal(500_001, 'USD', settings)).toBe('Amount must be between $1.00 and $5,000.00');
    expect(customAmountRefusal(1000, 'EUR', settings)).toBe(
      'Custom amounts must be in USD, the default currency',
    );
    expect(customAmountRefusal(1000, 'USD', { ...settings, allowCustomAmount: false })).toBe(
      'Custom amounts are turned off in Payments › General',
    );
  });

  it('refuses a save whose result breaks the range, as a minimum alone above the saved maximum (one rule for both back ends)', () => {
    const stored = appGeneralSettings('payments', { ...SHARED, ...PAYMENTS });
    expect(savedGeneralSettings('payments', { ...SHARED, customAmountMin: 200 }, stored)).toMatchObject({
      customAmountMin: 200,
      customAmountMax: 500_000,
    });
    expect(() => savedGeneralSettings('payments', { ...SHARED, customAmountMin: 600_000 }, stored)).toThrow(
      expect.objectContaining({
        errors: [{ field: 'customAmountMax', message: 'Maximum must be at least the minimum' }],
      }),
    );
    expect(appGeneralSettings('payments', SHARED)).toEqual({ ...SHARED, ...PAYMENTS_GENERAL_DEFAULTS });
    expect(paymentsSettingsOf({ ...SHARED, customAmountMax: 9_000 })).toMatchObject({
      customAmountMax: 9_000,
    });
  });
});

describe("document signature's own General fields (apps.md §3.3)", () => {
  it('are two switches, both on by default, kept for document signature only', () => {
    expect(appGeneralSettings('document-signature', SHARED)).toEqual({
      ...SHARED,
      sendReminder: true,
      requireScrollToEnd: true,
    });
    expect(appGeneralSettings('payments', { ...SHARED, sendReminder: false })).not.toHaveProperty(
      'sendReminder',
    );
    expect(documentSignatureSettingsOf({ ...SHARED, sendReminder: false })).toMatchObject({
      sendReminder: false,
      requireScrollToEnd: true,
    });
    expect(messages({ sendReminder: 'yes' })).toEqual([['sendReminder', expect.any(String)]]);
  });
});
