import { describe, expect, it } from 'vitest';
import { differs, parseGeneralForm, type GeneralFormValues } from './general-form-values';

const valid: GeneralFormValues = {
  displayName: 'Northwind',
  linkExpiryMinutes: '15',
  language: 'en',
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

describe('differs', () => {
  it('is true once a field changed', () => {
    expect(differs(valid, { ...valid })).toBe(false);
    expect(differs(valid, { ...valid, language: 'fr' })).toBe(true);
  });
});
