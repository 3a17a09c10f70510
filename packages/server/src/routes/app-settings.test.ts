import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingPlanSchema, generalSettingsSchema, smsContentSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { latestAudit } from '../test/audit';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

let t: TestApp;
let otherOwner: string;
beforeAll(async () => {
  t = await createTestApp();
  const other = await t.otherAccountOwner();
  otherOwner = other.token;
}, 180_000);
afterAll(() => t.close());

const SETTINGS = {
  displayName: '  Northwind Care  ',
  linkExpiryMinutes: 30,
  language: 'fr',
  redirectUrl: 'https://northwind-contact.com/thanks',
  completionMessage: 'Merci !',
};

describe('Settings › General', () => {
  it('answers the defaults before a save: the branding name, 15 minutes, English', async () => {
    const brand = await t.db
      .selectFrom('branding')
      .select('name')
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirst();
    const account = await t.db
      .selectFrom('accounts')
      .select('name')
      .where('id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirstOrThrow();
    const res = await t.request('GET', '/api/passkeys/settings/general', { token: t.tokens.admin });
    expect(res.status).toBe(200);
    expect(generalSettingsSchema.parse(res.json)).toEqual({
      displayName: (brand?.name ?? account.name).slice(0, 40),
      linkExpiryMinutes: 15,
      language: 'en',
      redirectUrl: '',
      completionMessage: '',
      offerEnrollment: true,
    });
  });

  it('saves per app (trimmed), audits, and keeps other apps and accounts on their own', async () => {
    const saved = await t.request('PUT', '/api/passkeys/settings/general', {
      token: t.tokens.owner,
      body: SETTINGS,
    });
    expect(saved.status).toBe(200);
    const expected = { ...SETTINGS, displayName: 'Northwind Care', offerEnrollment: true };
    expect(saved.json).toEqual(expected);
    expect(await latestAudit(t.db)).toMatchObject({
      namespace: 'passkeys',
      description: 'General settings saved',
    });
    expect(
      (await t.request('GET', '/api/passkeys/settings/general', { token: t.tokens.owner })).json,
    ).toEqual(expected);
    const otherApp = await t.request('GET', '/api/e-form/settings/general', { token: t.tokens.owner });
    expect(otherApp.json).toMatchObject({ linkExpiryMinutes: 15, language: 'en' });
    const otherAccount = await t.request('GET', '/api/passkeys/settings/general', { token: otherOwner });
    expect(otherAccount.json).toMatchObject({ linkExpiryMinutes: 15, language: 'en', redirectUrl: '' });
  });

  it('refuses bad settings with errors[] under the fields', async () => {
    const res = await t.request('PUT', '/api/passkeys/settings/general', {
      token: t.tokens.owner,
      body: {
        ...SETTINGS,
        displayName: ' ',
        redirectUrl: 'http://northwind-contact.com',
        linkExpiryMinutes: 7,
      },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, error: 'VALIDATION_FAILED' });
    const errors = (res.json as { errors: { field: string; message: string }[] }).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'displayName', message: 'Display name is required' },
        { field: 'redirectUrl', message: 'Redirect URL must start with https://' },
        expect.objectContaining({ field: 'linkExpiryMinutes' }),
      ]),
    );
    const long = await t.request('PUT', '/api/passkeys/settings/general', {
      token: t.tokens.owner,
      body: { ...SETTINGS, displayName: 'x'.repeat(41) },
    });
    expect(long.json).toMatchObject({
      errors: [{ field: 'displayName', message: 'Display name must be 40 characters or fewer' }],
    });
  });
});

describe('Settings › SMS Content', () => {
  it('answers the app default until a save, saves a valid message, and resets to the default', async () => {
    const otp = await t.request('GET', '/api/one-time-passcode/settings/sms-content', {
      token: t.tokens.admin,
    });
    expect(smsContentSchema.parse(otp.json)).toEqual({
      template:
        '{companyName}: your verification code is {code}. It expires in {minutes} minutes. Never share it.',
      isDefault: true,
    });
    const link = await t.request('GET', '/api/e-form/settings/sms-content', { token: t.tokens.admin });
    expect(link.json).toEqual({
      template: '{companyName}: {agentName} sent you a secure link: {link}',
      isDefault: true,
    });

    const template = '{companyName}: {agentName} sent you {formName} to fill in: {link}';
    const saved = await t.request('PUT', '/api/e-form/settings/sms-content', {
      token: t.tokens.owner,
      body: { template },
    });
    expect(saved).toMatchObject({ status: 200, json: { template, isDefault: false } });
    expect(await latestAudit(t.db)).toMatchObject({ namespace: 'e-form', description: 'SMS content saved' });
    expect(
      (await t.request('GET', '/api/e-form/settings/sms-content', { token: t.tokens.owner })).json,
    ).toEqual({
      template,
      isDefault: false,
    });
    expect(
      (await t.request('GET', '/api/e-form/settings/sms-content', { token: otherOwner })).json,
    ).toMatchObject({
      isDefault: true,
    });

    const reset = await t.request('DELETE', '/api/e-form/settings/sms-content', { token: t.tokens.owner });
    expect(reset).toMatchObject({
      status: 200,
      json: { template: '{companyName}: {agentName} sent you a secure link: {link}', isDefault: true },
    });
    expect(await latestAudit(t.db)).toMatchObject({
      namespace: 'e-form',
      description: 'SMS content reset to the default message',
    });
    expect(
      (await t.request('GET', '/api/e-form/settings/sms-content', { token: t.tokens.owner })).json,
    ).toMatchObject({ isDefault: true });
  });

  it.each([
    ['e-form', '', 'Message is required'],
    ['e-form', '{companyName}: fill in the form', 'The message must contain {link}'],
    ['one-time-passcode', '{companyName}: open {link}', 'The message must contain {code}'],
    ['one-time-passcode', 'Code {code} for {foo}', 'Unknown placeholder {foo}'],
    ['payments', `{link} ${'a'.repeat(460)}`, 'The message must fit in 3 SMS segments'],
  ])('%s refuses %j: %s', async (app, template, message) => {
    const res = await t.request('PUT', `/api/${app}/settings/sms-content`, {
      token: t.tokens.owner,
      body: { template },
    });
    expect(res).toMatchObject({
      status: 400,
      json: { statusCode: 400, error: 'VALIDATION_FAILED', errors: [{ field: 'template', message }] },
    });
  });
});

describe('Pricing and Billing', () => {
  it('lists the three plans with the app price', async () => {
    const res = await t.request('GET', '/api/payments/billing/plans', { token: t.tokens.admin });
    const plans = billingPlanSchema.array().parse(res.json);
    expect(plans.map((plan) => plan.id)).toEqual(['free-trial', 'subscription', 'enterprise']);
    expect(plans[0]).toMatchObject({ name: 'Free Trial', includedCredits: 500 });
    expect(plans[2]?.features).toContain('Volume pricing, SSO, SLA');
  });

  it('cancels a subscription (audited) and refuses anything else with 409', async () => {
    const subscribed = await t.db
      .selectFrom('billing')
      .select('app')
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .where('status', '=', 'subscription')
      .where('app', 'in', ['one-time-passcode', 'passkeys', 'document-signature', 'e-form', 'payments'])
      .executeTakeFirstOrThrow();
    const res = await t.request('POST', `/api/${subscribed.app}/billing/cancel`, { token: t.tokens.owner });
    expect(res).toMatchObject({ status: 201, json: { status: 'cancelled' } });
    expect(await latestAudit(t.db)).toMatchObject({
      namespace: subscribed.app,
      description: 'Subscription cancelled',
    });
    const usage = await t.request('GET', `/api/${subscribed.app}/billing/usage`, { token: t.tokens.owner });
    expect(usage.json).toMatchObject({ status: 'cancelled' });
    expect(
      await t.request('POST', `/api/${subscribed.app}/billing/cancel`, { token: t.tokens.owner }),
    ).toMatchObject({
      status: 409,
      json: { error: 'CONFLICT', message: 'Only a subscription can be cancelled' },
    });
  });
});
