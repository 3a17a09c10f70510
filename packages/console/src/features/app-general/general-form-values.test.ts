import { describe, expect, it } from 'vitest';
import { differs, formValuesOf, parseGeneralForm, type GeneralFormValues } from './general-form-values';

const valid: GeneralFormValues = {
  displayName: 'Northwind',
  linkExpiryMinutes: '15',
  language: 'en',
  redirectUrl: '',
  completionMessage: '',
};

/** The shared fields as the settings hold them. */
const SETTINGS = {
  displayName: 'Northwind',
  linkExpiryMinutes: 15 as const,
  language: 'en' as const,
  redirectUrl: '',
  completionMessage: '',
};

describe('parseGeneralForm', () => {
  it('answers the settings, with the expiry as a number', () => {
    expect(parseGeneralForm({ ...valid, linkExpiryMinutes: '1440' })).toEqual({
      ok: true,
      settings: { ...valid, linkExpiryMinutes: 1440 },
    });
  });

  it('puts the spec messages under their fields', () => {
    const result = parseGeneralForm({
      ...valid,
      displayName: ' ',
      redirectUrl: 'http://example.com',
      completionMessage: 'x'.repeat(201),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        displayName: 'Display name is required',
        redirectUrl: 'Redirect URL must start with https://',
        completionMessage: 'Completion message must be 200 characters or fewer',
      },
    });
    expect(parseGeneralForm({ ...valid, displayName: 'x'.repeat(41) })).toMatchObject({
      errors: { displayName: 'Display name must be 40 characters or fewer' },
    });
  });
});

describe("the apps' own fields", () => {
  const otp: GeneralFormValues = {
    ...valid,
    codeLength: '6',
    codeLifetimeMinutes: '5',
    maxAttempts: '3',
    blockHighRiskNumbers: true,
    allowedCountries: [],
  };

  it('round-trips the settings of one-time passcode and passkeys', () => {
    const settings = SETTINGS;
    const saved = { ...settings, codeLength: 8, codeLifetimeMinutes: 2, maxAttempts: 1 };
    const filled = { ...saved, blockHighRiskNumbers: false, allowedCountries: ['GB'] };
    expect(formValuesOf(filled)).toEqual({
      ...valid,
      codeLength: '8',
      codeLifetimeMinutes: '2',
      maxAttempts: '1',
      blockHighRiskNumbers: false,
      allowedCountries: ['GB'],
    });
    expect(parseGeneralForm(formValuesOf(filled))).toEqual({ ok: true, settings: filled });
    expect(formValuesOf({ ...settings, offerEnrollment: false })).toEqual({
      ...valid,
      offerEnrollment: false,
    });
  });

  it('puts the range messages under the numbers as typed, an empty field included', () => {
    expect(
      parseGeneralForm({ ...otp, codeLength: '9', codeLifetimeMinutes: '', maxAttempts: '2.5' }),
    ).toEqual({
      ok: false,
      errors: {
        codeLength: 'Code length must be between 4 and 8 digits',
        codeLifetimeMinutes: 'Code lifetime must be between 1 and 10 minutes',
        maxAttempts: 'Max attempts must be between 1 and 5',
      },
    });
  });

  it('sees a changed switch or country list', () => {
    expect(differs(otp, { ...otp, allowedCountries: [] })).toBe(false);
    expect(differs(otp, { ...otp, allowedCountries: ['US'] })).toBe(true);
    expect(differs(otp, { ...otp, blockHighRiskNumbers: false })).toBe(true);
  });
});

describe("document signature's own fields", () => {
  it('round-trips the reminder and the scroll rule, and sees either change', () => {
    const settings = {
      ...SETTINGS,
      sendReminder: false,
      requireScrollToEnd: true,
    };
    const values = formValuesOf(settings);
    expect(values).toEqual({ ...valid, sendReminder: false, requireScrollToEnd: true });
    expect(parseGeneralForm(values)).toEqual({ ok: true, settings });
    expect(differs(values, { ...values, requireScrollToEnd: false })).toBe(true);
  });
});

describe("payments' own fields", () => {
  const payments: GeneralFormValues = {
    ...valid,
    allowCustomAmount: true,
    customAmountMin: '1.00',
    customAmountMax: '5000.00',
    defaultCurrency: 'USD',
    statementDescriptor: '',
  };

  it('shows the amounts in major units of the default currency and saves them in minor units', () => {
    const settings = {
      ...SETTINGS,
      allowCustomAmount: false,
      customAmountMin: 250,
      customAmountMax: 1_000_000,
      defaultCurrency: 'GBP' as const,
      statementDescriptor: 'NORTHWIND',
    };
    expect(formValuesOf(settings)).toEqual({
      ...payments,
      allowCustomAmount: false,
      customAmountMin: '2.50',
      customAmountMax: '10000.00',
      defaultCurrency: 'GBP',
      statementDescriptor: 'NORTHWIND',
    });
    expect(parseGeneralForm(formValuesOf(settings))).toEqual({ ok: true, settings });
    expect(parseGeneralForm({ ...payments, customAmountMax: '1,250.5' })).toMatchObject({
      ok: true,
      settings: { customAmountMin: 100, customAmountMax: 125_050 },
    });
  });

  it('puts the messages under the amounts as typed and across them', () => {
    expect(parseGeneralForm({ ...payments, customAmountMin: '', customAmountMax: '1.999' })).toEqual({
      ok: false,
      errors: {
        customAmountMin: 'Enter a minimum greater than 0',
        customAmountMax: 'Enter an amount with the currency’s decimals, e.g. 19.99',
      },
    });
    expect(parseGeneralForm({ ...payments, customAmountMin: '20', customAmountMax: '10' })).toEqual({
      ok: false,
      errors: { customAmountMax: 'Maximum must be at least the minimum' },
    });
    expect(parseGeneralForm({ ...payments, statementDescriptor: 'NORTHWIND CONTACT CENTRE' })).toEqual({
      ok: false,
      errors: { statementDescriptor: 'Statement descriptor must be 22 characters or fewer' },
    });
  });
});

describe('differs', () => {
  it('is true once a field changed', () => {
    expect(differs(valid, { ...valid })).toBe(false);
    expect(differs(valid, { ...valid, language: 'fr' })).toBe(true);
  });
});
