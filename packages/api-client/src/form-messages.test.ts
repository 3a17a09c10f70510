import { describe, expect, it } from 'vitest';
import { ssoSignInFormSchema } from './auth/schemas';
import { brandColorSchema, domainFormSchema } from './branding/forms';
import { customerLookupFormSchema, customerLookupTestFormSchema } from './customer-lookup/forms';
import { invitationFormSchema } from './invitations/schemas';
import {
  cloudwatchFormSchema,
  datadogFormSchema,
  rapid7FormSchema,
  sumologicFormSchema,
} from './logging/forms';
import { questionnaireFormSchema } from './onboarding/schemas';
import { twilioFormSchema } from './sms/forms';
import { azureFormSchema, oidcFormSchema, oktaFormSchema } from './sso/forms';
import { lookupForm } from './test/fixtures';
import { firstErrors } from './test/first-errors';

const E164 = 'Phone number must be in e164 format (with leading + and country code)';

describe('form messages, word for word from the spec', () => {
  it('customer lookup: required fields', () => {
    expect(
      firstErrors(customerLookupFormSchema, {
        url: '',
        method: 'GET',
        headers: [{ key: ' ', value: '' }],
        customerPath: '',
        customerId: '',
        titleTemplate: '',
        descriptionTemplate: ' ',
      }),
    ).toEqual({
      url: 'URL must be a valid URL.',
      'headers[0].key': 'Header name is required',
      'headers[0].value': 'Value is required',
      customerPath: 'Customers array path is required',
      customerId: 'Customer ID path is required',
      titleTemplate: 'Title template is required',
      descriptionTemplate: 'Description template is required',
    });
  });

  it('customer lookup: https only, at most 3 headers, GET or POST', () => {
    const header = { key: 'X-Key', value: 'v' };
    const errors = firstErrors(customerLookupFormSchema, {
      ...lookupForm,
      url: 'http://crm.example.com',
      headers: [header, header, header, header],
      method: 'PUT',
    });
    expect(Object.keys(errors).sort()).toEqual(['headers', 'method', 'url']);
    expect(errors.url).toBe('URL must start with https://');
    expect(errors.headers).toBe('You can add up to 3 headers');
    expect(
      firstErrors(customerLookupFormSchema, { ...lookupForm, headers: [header, header, header] }),
    ).toEqual({});
  });

  it('customer lookup test: an E.164 phone number', () => {
    expect(firstErrors(customerLookupTestFormSchema, { ...lookupForm, phoneNumber: '4155550100' })).toEqual({
      phoneNumber: E164,
    });
  });

  it('twilio: required fields and E.164 (plus, nonzero digit, 1 to 14 more digits)', () => {
    expect(firstErrors(twilioFormSchema, { accountSid: '', authToken: '', phoneNumber: '' })).toEqual({
      accountSid: 'Account SID is required',
      authToken: 'Auth Token is required',
      phoneNumber: E164,
    });
    const phone = (phoneNumber: string) => twilioFormSchema.shape.phoneNumber.safeParse(phoneNumber).success;
    expect(['+12', '+441234567890', '+123456789012345'].map(phone)).toEqual([true, true, true]);
    expect(['+1', '+0123', '+1234567890123456', '14155550100', '+1 415'].map(phone)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('datadog, cloudwatch, sumo logic, rapid7', () => {
    expect(firstErrors(datadogFormSchema, { apiKey: '', site: '' })).toEqual({
      apiKey: 'API Key is required',
      site: 'Datadog Site is required',
    });
    expect(
      firstErrors(cloudwatchFormSchema, { accessKeyId: '', secretAccessKey: '', region: 'mars-1' }),
    ).toEqual({
      accessKeyId: 'AWS Access Key ID is required',
      secretAccessKey: 'AWS Secret Access Key is required',
      region: 'AWS Region is required',
    });
    expect(
      firstErrors(cloudwatchFormSchema, { accessKeyId: 'a', secretAccessKey: 's', region: 'us-east-1' }),
    ).toEqual({});
    expect(firstErrors(sumologicFormSchema, { collectorUrl: '' })).toEqual({
      collectorUrl: 'Collector URL is required',
    });
    expect(firstErrors(rapid7FormSchema, { webhookUrl: '' })).toEqual({
      webhookUrl: 'Webhook URL is required',
    });
  });

  it('azure, okta and oidc', () => {
    const empty = { discoveryUrl: 'not a url', domain: '', clientId: '', clientSecret: '' };
    const shared = {
      domain: 'Domain is required',
      clientId: 'Client ID is required',
      clientSecret: 'Client Secret is required',
    };
    expect(firstErrors(azureFormSchema, empty)).toEqual({
      discoveryUrl: 'Discovery URL is required',
      ...shared,
    });
    expect(firstErrors(oidcFormSchema, empty)).toEqual({
      discoveryUrl: 'Discovery URL is required',
      ...shared,
    });
    expect(firstErrors(oktaFormSchema, { ...empty, tenant: '' })).toEqual({
      tenant: 'Tenant is required',
      ...shared,
    });
    expect(
      firstErrors(azureFormSchema, {
        discoveryUrl: 'https://login.example.com',
        domain: 'a.com',
        clientId: 'c',
        clientSecret: 's',
      }),
    ).toEqual({});
  });

  it('sign-in and invitation e-mails', () => {
    expect(firstErrors(ssoSignInFormSchema, { email: 'ada' })).toEqual({
      email: 'Please provide a valid email address',
    });
    expect(firstErrors(invitationFormSchema, { email: 'ada@' })).toEqual({
      email: 'Please provide a valid email address',
    });
    expect(firstErrors(invitationFormSchema, { email: 'ada@example.com' })).toEqual({});
  });

  it('questionnaire: required fields and released apps only', () => {
    expect(
      firstErrors(questionnaireFormSchema, {
        companyName: ' ',
        annualCallVolume: '',
        authenticationMethod: '',
        apps: ['identity-verification'],
      }),
    ).toMatchObject({
      companyName: 'Company name is required',
      annualCallVolume: 'Annual call volume is required',
      authenticationMethod: 'Authentication method is required',
    });
    const apps = { companyName: 'Acme', annualCallVolume: 'over-1m', authenticationMethod: 'kba' };
    expect(
      Object.keys(firstErrors(questionnaireFormSchema, { ...apps, apps: ['passkeys', 'gateway-payments'] })),
    ).toEqual(['apps[1]']);
  });

  it('domain: a lowercase dotted hostname whose last label is 2 to 5 letters', () => {
    const ok = (domain: string) => domainFormSchema.safeParse({ domain }).success;
    expect(['login.acme.com', 'a.b.co', 'portal.acme.store', 'x-1.acme.io'].map(ok)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['acme', 'Login.acme.com', 'acme.c', 'acme.abcdef', 'acme.c0m', '-a.acme.com', 'acme..com'].map(ok),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  it('brand colour: at most 7 characters, upper-cased', () => {
    expect(brandColorSchema.parse('#1a2b3c')).toBe('#1A2B3C');
    expect(brandColorSchema.safeParse('#1a2b3c0').success).toBe(false);
    expect(brandColorSchema.safeParse('red').success).toBe(false);
  });
});
