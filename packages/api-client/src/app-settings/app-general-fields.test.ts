import { describe, expect, it } from 'vitest';
import { appGeneralSettings, otpSettingsOf } from './app-general-settings';
import { PHONE_COUNTRIES } from './app-general-fields';
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
