import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalSettingsSchema } from '@console/api-client';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const OTP = '/api/one-time-passcode/settings/general';
const SHARED = {
  displayName: 'Northwind Care',
  linkExpiryMinutes: 15,
  language: 'en',
  redirectUrl: '',
  completionMessage: '',
};
const OTP_FIELDS = {
  codeLength: 8,
  codeLifetimeMinutes: 2,
  maxAttempts: 1,
  blockHighRiskNumbers: false,
  allowedCountries: ['GB', 'US'],
};

const get = async (path: string) =>
  generalSettingsSchema.parse((await t.request('GET', path, { token: t.tokens.admin })).json);
const put = (path: string, body: unknown, token = t.tokens.admin) => t.request('PUT', path, { token, body });

describe("Settings › General: the apps' own fields (apps.md §3.1, §3.2)", () => {
  it("answers each app's own fields with their defaults, and no other app's", async () => {
    expect(await get(OTP)).toMatchObject({
      codeLength: 6,
      codeLifetimeMinutes: 5,
      maxAttempts: 3,
      blockHighRiskNumbers: true,
      allowedCountries: [],
    });
    expect(await get(OTP)).not.toHaveProperty('offerEnrollment');
    const passkeys = await get('/api/passkeys/settings/general');
    expect(passkeys).toMatchObject({ offerEnrollment: true });
    expect(passkeys).not.toHaveProperty('codeLength');
    expect(await get('/api/e-form/settings/general')).not.toHaveProperty('offerEnrollment');
  });

  it('refuses a supervisor (403) and out-of-range values with the schema’s messages under their fields', async () => {
    expect((await put(OTP, { ...SHARED, ...OTP_FIELDS }, t.tokens.supervisor)).status).toBe(403);
    const res = await put(OTP, {
      ...SHARED,
      codeLength: 9,
      codeLifetimeMinutes: 0,
      maxAttempts: 2.5,
      blockHighRiskNumbers: true,
      allowedCountries: ['GB', 'XX'],
    });
    expect(res).toMatchObject({ status: 400, json: { statusCode: 400, error: 'VALIDATION_FAILED' } });
    expect((res.json as { errors: unknown[] }).errors).toEqual([
      { field: 'codeLength', message: 'Code length must be between 4 and 8 digits' },
      { field: 'codeLifetimeMinutes', message: 'Code lifetime must be between 1 and 10 minutes' },
      { field: 'maxAttempts', message: 'Max attempts must be between 1 and 5' },
      { field: 'allowedCountries', message: 'Unknown country code XX' },
    ]);
    expect(await get(OTP)).toMatchObject({ codeLength: 6 });
  });

  it("saves an app's fields, drops another app's, and keeps saved ones a save leaves out", async () => {
    const saved = await put(OTP, { ...SHARED, ...OTP_FIELDS, offerEnrollment: false });
    expect(saved).toMatchObject({ status: 200, json: { ...SHARED, ...OTP_FIELDS } });
    expect(saved.json).not.toHaveProperty('offerEnrollment');
    expect(await get(OTP)).toEqual({ ...SHARED, ...OTP_FIELDS });
    const partial = await put(OTP, { ...SHARED, codeLength: 4 });
    expect(partial.json).toEqual({ ...SHARED, ...OTP_FIELDS, codeLength: 4 });

    const passkeys = '/api/passkeys/settings/general';
    expect((await put(passkeys, { ...SHARED, offerEnrollment: false, codeLength: 5 })).json).toEqual({
      ...SHARED,
      offerEnrollment: false,
    });
    expect((await put(passkeys, { ...SHARED, offerEnrollment: 'no' })).json).toMatchObject({
      errors: [{ field: 'offerEnrollment' }],
    });
    expect(await get(passkeys)).toMatchObject({ offerEnrollment: false });
  });
});
