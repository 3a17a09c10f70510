import { refusedStep } from '../facts';
import type { ContractStep } from '../types';

const SHARED = {
  displayName: 'Northwind Bank',
  linkExpiryMinutes: 15,
  language: 'en',
  redirectUrl: '',
  completionMessage: '',
};
const OTP_DEFAULTS = {
  codeLength: 6,
  codeLifetimeMinutes: 5,
  maxAttempts: 3,
  blockHighRiskNumbers: true,
  allowedCountries: [],
};
const OTP_SAVED = {
  codeLength: 8,
  codeLifetimeMinutes: 2,
  maxAttempts: 1,
  blockHighRiskNumbers: false,
  allowedCountries: ['GB', 'US'],
};
const path = '/one-time-passcode/settings/general';

/** One-time passcode's own General fields (apps.md §3.1): defaults, the schema's refusals, a save kept. */
export const otpGeneralSteps: ContractStep[] = [
  {
    name: 'one-time passcode before any save: 6 digits, 5 minutes, 3 attempts, high-risk numbers blocked, every country',
    call: 'getGeneralSettings',
    as: 'admin',
    path,
    expect: {
      status: 200,
      body: { ...SHARED, displayName: 'Northwind Contact', ...OTP_DEFAULTS },
    },
  },
  refusedStep(
    'one-time passcode fields out of range, each under its name',
    {
      call: 'saveGeneralSettings',
      as: 'admin',
      path,
      body: {
        ...SHARED,
        ...OTP_SAVED,
        codeLength: 9,
        codeLifetimeMinutes: 11,
        maxAttempts: 0,
        allowedCountries: ['ZZ'],
      },
    },
    { field: 'codeLength', message: 'Code length must be between 4 and 8 digits' },
    { field: 'codeLifetimeMinutes', message: 'Code lifetime must be between 1 and 10 minutes' },
    { field: 'maxAttempts', message: 'Max attempts must be between 1 and 5' },
    { field: 'allowedCountries', message: 'Unknown country code ZZ' },
  ),
  {
    name: 'one-time passcode fields saved, without the passkeys field',
    call: 'saveGeneralSettings',
    as: 'owner',
    path,
    body: { ...SHARED, ...OTP_SAVED, offerEnrollment: false },
    expect: { status: 200, body: { ...SHARED, ...OTP_SAVED } },
  },
  {
    name: 'a save that leaves them out keeps them',
    call: 'saveGeneralSettings',
    as: 'owner',
    path,
    body: SHARED,
    expect: { status: 200, body: { ...SHARED, ...OTP_SAVED } },
  },
];

const PAYMENTS_DEFAULTS = {
  allowCustomAmount: true,
  customAmountMin: 100,
  customAmountMax: 500_000,
  defaultCurrency: 'USD',
  statementDescriptor: '',
};
const PAYMENTS_SAVED = {
  ...SHARED,
  ...PAYMENTS_DEFAULTS,
  allowCustomAmount: false,
  defaultCurrency: 'EUR',
  statementDescriptor: 'NORTHWIND',
};
const paymentsPath = '/payments/settings/general';

/** Payments' own General fields (apps.md §3.5): defaults, the schema's refusals, a range broken across a save. */
export const paymentsGeneralSteps: ContractStep[] = [
  {
    name: 'payments before any save: custom amounts of $1.00 to $5,000.00 in USD, no descriptor of its own',
    call: 'getGeneralSettings',
    as: 'admin',
    path: paymentsPath,
    expect: { status: 200, body: { ...SHARED, displayName: 'Northwind Contact', ...PAYMENTS_DEFAULTS } },
  },
  refusedStep(
    'a statement descriptor over 22 characters',
    {
      call: 'saveGeneralSettings',
      as: 'admin',
      path: paymentsPath,
      body: {
        ...SHARED,
        ...PAYMENTS_DEFAULTS,
        statementDescriptor: 'NORTHWIND CONTACT CENTRE',
      },
    },
    { field: 'statementDescriptor', message: 'Statement descriptor must be 22 characters or fewer' },
  ),
  refusedStep(
    'a minimum alone above the saved maximum',
    {
      call: 'saveGeneralSettings',
      as: 'owner',
      path: paymentsPath,
      body: { ...SHARED, customAmountMin: 600_000 },
    },
    { field: 'customAmountMax', message: 'Maximum must be at least the minimum' },
  ),
  {
    name: 'payments fields saved',
    call: 'saveGeneralSettings',
    as: 'owner',
    path: paymentsPath,
    body: PAYMENTS_SAVED,
    expect: { status: 200, body: PAYMENTS_SAVED },
  },
];

const signaturePath = '/document-signature/settings/general';

/** Document signature's own General fields (apps.md §3.3): both switches on before any save; a save kept. */
export const documentSignatureGeneralSteps: ContractStep[] = [
  {
    name: 'document signature before any save: the reminder and the scroll rule on',
    call: 'getGeneralSettings',
    as: 'admin',
    path: signaturePath,
    expect: {
      status: 200,
      body: { ...SHARED, displayName: 'Northwind Contact', sendReminder: true, requireScrollToEnd: true },
    },
  },
  {
    name: 'the reminder turned off, without a payments field',
    call: 'saveGeneralSettings',
    as: 'owner',
    path: signaturePath,
    body: { ...SHARED, sendReminder: false, requireScrollToEnd: true, allowCustomAmount: false },
    expect: { status: 200, body: { ...SHARED, sendReminder: false, requireScrollToEnd: true } },
  },
];
