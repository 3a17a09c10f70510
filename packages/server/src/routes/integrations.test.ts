import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerLookupConfigSchema,
  loggingConfigsSchema,
  loggingTestResultSchema,
  lookupTestResultSchema,
  smsConfigSchema,
  ssoConfigsSchema,
  developerAccountSchema,
} from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import { testCertificate } from '../test/tls';
import { latestAudit } from '../test/audit';
import { signSigV4 } from '../outbound/sigv4';

let t: TestApp;
let fake: HttpsFake;
const INTAKES = [
  'http-intake.logs.datadoghq.eu',
  'logs.eu-west-1.amazonaws.com',
  'collectors.sumologic.example',
  'webhook.rapid7.example',
  'customer-api.example',
];

beforeAll(async () => {
  fake = await startHttpsFake(() => ({ body: {} }));
  const { cert } = await testCertificate();
  t = await createTestApp({
    outbound: {
      timeoutMs: 3000,
      ca: cert,
      allowHosts: INTAKES,
      resolve: Object.fromEntries(INTAKES.map((host) => [`${host}:443`, `127.0.0.1:${fake.port}`])),
    },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const lookup = {
  url: 'https://customer-api.example/customers',
  method: 'GET',
  headers: [{ key: 'X-Api-Key', value: 'secret-value-123' }],
  customerPath: 'data.customers',
  customerId: 'ref',
  titleTemplate: '{name.first} {name.last}',
  descriptionTemplate: 'Plan: {plan}',
};

describe('customer lookup', () => {
  it('saves the config and answers only header keys, never their values', async () => {
    const res = await t.request('POST', '/api/customer-lookup', { token: t.tokens.admin, body: lookup });
    expect(res.status).toBe(201);
    expect(customerLookupConfigSchema.parse(res.json)).toMatchObject({
      headerKeys: ['X-Api-Key'],
      customerPath: 'data.customers',
    });
    const get = await t.request('GET', '/api/customer-lookup', { token: t.tokens.admin });
    expect(get.text).not.toContain('secret-value-123');
    expect(customerLookupConfigSchema.parse(get.json).headerKeys).toEqual(['X-Api-Key']);
    expect((await latestAudit(t.db)).event).toBe('customer-lookup.updated');
  });

  it('tests against the API: GET with the phone number and headers, answer mapped by GJSON and templates', async () => {
    fake.answerWith(() => ({
      body: {
        data: {
          customers: [
            { ref: 'C-1', name: { first: 'Ana', last: 'Silva' }, plan: 'Gold' },
            { name: { first: 'Noref', last: 'Person' } },
          ],
        },
      },
    }));
    const res = await t.request('POST', '/api/customer-lookup/test', {
      token: t.tokens.admin,
      body: { ...lookup, phoneNumber: '+14155550123' },
    });
    expect(res.status).toBe(201);
    expect(lookupTestResultSchema.parse(res.json).customers).toEqual([
      { id: 'C-1', title: 'Ana Silva', description: 'Plan: Gold' },
      { id: null, title: 'Noref Person', description: 'Plan: ' },
    ]);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ method: 'GET', url: '/customers?phoneNumber=%2B14155550123' });
    expect(request?.headers['x-api-key']).toBe('secret-value-123');
  });

  it('POSTs the phone number as JSON when the method is POST', async () => {
    fake.answerWith(() => ({ body: { data: { customers: [] } } }));
    const res = await t.request('POST', '/api/customer-lookup/test', {
      token: t.tokens.admin,
      body: { ...lookup, method: 'POST', phoneNumber: '+14155550123' },
    });
    expect(lookupTestResultSchema.parse(res.json).customers).toEqual([]);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', body: '{"phoneNumber":"+14155550123"}' });
  });

  it('answers 422 LOOKUP_FAILED with the reason when the API fails or is not allowed', async () => {
    fake.answerWith(() => ({ status: 500, body: {} }));
    const failed = await t.request('POST', '/api/customer-lookup/test', {
      token: t.tokens.admin,
      body: { ...lookup, phoneNumber: '+14155550123' },
    });
    expect(failed).toMatchObject({
      status: 422,
      json: { error: 'LOOKUP_FAILED', message: 'The API answered with status 500' },
    });
    for (const url of ['https://169.254.169.254/latest', 'https://10.1.2.3/x', 'https://[::1]/']) {
      const refused = await t.request('POST', '/api/customer-lookup/test', {
        token: t.tokens.admin,
        body: { ...lookup, url, phoneNumber: '+14155550123' },
      });
      expect(refused).toMatchObject({ status: 422, json: { error: 'LOOKUP_FAILED' } });
      expect((refused.json as { message: string }).message).toMatch(/is not allowed$/);
    }
  });

  it('answers 400 for a path or template this GJSON cannot run, on save and on test, and stores nothing', async () => {
    const before = (await t.request('GET', '/api/customer-lookup', { token: t.tokens.admin })).json;
    const bad: [Partial<typeof lookup>, RegExp][] = [
      [{ customerPath: 'data.#(name=="x"' }, /^customerPath: the query at .* is not closed$/],
      [{ customerId: '{ref,id}' }, /^customerId: multipaths/],
      [{ titleTemplate: '{name.@pretty}' }, /^titleTemplate: the @pretty modifier is not supported$/],
      [
        { descriptionTemplate: `{${'a.#('.repeat(33)}a${')'.repeat(33)}}` },
        /^descriptionTemplate: queries nest/,
      ],
      [{ customerPath: 'a'.repeat(257) }, /^customerPath: A path is at most 256 characters$/],
      [{ titleTemplate: '{a}'.repeat(334) }, /^titleTemplate: A template is at most 1,000 characters$/],
    ];
    for (const [change, message] of bad) {
      for (const [path, body] of [
        ['/api/customer-lookup', { ...lookup, ...change }],
        ['/api/customer-lookup/test', { ...lookup, ...change, phoneNumber: '+14155550123' }],
      ] as const) {
        const res = await t.request('POST', path, { token: t.tokens.admin, body });
        expect(res).toMatchObject({ status: 400, json: { statusCode: 400, error: 'VALIDATION_FAILED' } });
        expect((res.json as { message: string }).message).toMatch(message);
      }
    }
    expect((await t.request('GET', '/api/customer-lookup', { token: t.tokens.admin })).json).toEqual(before);
  });

  it('maps with GJSON query coercion and refuses an answer nested too deeply', async () => {
    fake.answerWith(() => ({
      body: { data: [{ id: 7, age: 37, tags: null, '@type': 'Customer', name: 'Ana' }] },
    }));
    const coerced = await t.request('POST', '/api/customer-lookup/test', {
      token: t.tokens.admin,
      body: {
        ...lookup,
        customerPath: 'data.#(age=="37")#',
        customerId: 'id',
        titleTemplate: '{@type}: {name}',
        descriptionTemplate: '{data.#(tags!="x")#|#}',
        phoneNumber: '+14155550123',
      },
    });
    expect(lookupTestResultSchema.parse(coerced.json).customers).toEqual([
      { id: '7', title: 'Customer: Ana', description: '' },
    ]);
    fake.answerWith(() => ({ body: `${'['.repeat(100_000)}${']'.repeat(100_000)}` }));
    const deep = await t.request('POST', '/api/customer-lookup/test', {
      token: t.tokens.admin,
      body: { ...lookup, customerPath: '@this', titleTemplate: '{@this}', phoneNumber: '+14155550123' },
    });
    expect(deep).toMatchObject({
      status: 422,
      json: { error: 'LOOKUP_FAILED', message: 'The answer nests deeper than 64 levels' },
    });
  });

  it('removes the config', async () => {
    expect((await t.request('DELETE', '/api/customer-lookup', { token: t.tokens.admin })).status).toBe(200);
    expect((await t.request('GET', '/api/customer-lookup', { token: t.tokens.admin })).json).toBeNull();
  });
});

describe('logging', () => {
  it('saves configs and never answers the API key or secret access key', async () => {
    const datadog = await t.request('POST', '/api/logging', {
      token: t.tokens.owner,
      body: { destination: 'datadog', datadog: { apiKey: 'dd-secret-key', site: 'eu' } },
    });
    expect(datadog).toMatchObject({ status: 201, json: { datadog: { site: 'eu' } } });
    await t.request('POST', '/api/logging', {
      token: t.tokens.owner,
      body: {
        destination: 'cloudwatch',
        cloudwatch: {
          accessKeyId: 'AKIDEXAMPLE',
          secretAccessKey: 'aws-secret-value',
          region: 'eu-west-1',
          logGroup: '',
        },
      },
    });
    const get = await t.request('GET', '/api/logging', { token: t.tokens.owner });
    expect(get.text).not.toMatch(/dd-secret-key|aws-secret-value/);
    expect(loggingConfigsSchema.parse(get.json)).toMatchObject({
      datadog: { site: 'eu' },
      cloudwatch: { accessKeyId: 'AKIDEXAMPLE', region: 'eu-west-1' },
      sumologic: null,
      rapid7: null,
    });
    expect((await latestAudit(t.db)).description).toBe('CloudWatch has been configured');
  });

  it('sends a Datadog test event to the site intake with DD-API-KEY', async () => {
    fake.answerWith(() => ({ status: 202, body: {} }));
    const res = await t.request('POST', '/api/logging/test', {
      token: t.tokens.owner,
      body: { destination: 'datadog', datadog: { apiKey: 'dd-secret-key', site: 'eu' } },
    });
    expect(loggingTestResultSchema.parse(res.json)).toEqual({ wasSuccessful: true });
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: '/api/v2/logs' });
    expect(request?.headers).toMatchObject({
      host: 'http-intake.logs.datadoghq.eu',
      'dd-api-key': 'dd-secret-key',
    });
    expect(JSON.parse(request?.body ?? '')).toEqual([
      expect.objectContaining({ ddsource: 'contact-centre-console' }),
    ]);
  });

  it('sends CloudWatch CreateLogGroup, CreateLogStream and PutLogEvents signed with SigV4', async () => {
    fake.requests.length = 0;
    fake.answerWith((request) =>
      request.headers['x-amz-target'] === 'Logs_20140328.CreateLogGroup'
        ? { status: 400, body: { __type: 'ResourceAlreadyExistsException' } }
        : { body: {} },
    );
    const res = await t.request('POST', '/api/logging/test', {
      token: t.tokens.owner,
      body: {
        destination: 'cloudwatch',
        cloudwatch: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'aws-secret-value', region: 'eu-west-1' },
      },
    });
    expect(loggingTestResultSchema.parse(res.json)).toEqual({ wasSuccessful: true });
    expect(fake.requests.map((request) => request.headers['x-amz-target'])).toEqual([
      'Logs_20140328.CreateLogGroup',
      'Logs_20140328.CreateLogStream',
      'Logs_20140328.PutLogEvents',
    ]);
    const put = fake.requests[2];
    expect(put?.headers.host).toBe('logs.eu-west-1.amazonaws.com');
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261121\/eu-west-1\/logs\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature=[0-9a-f]{64}$/,
    );
    expect(JSON.parse(put?.body ?? '')).toMatchObject({
      logGroupName: '/contact-centre-console',
      logEvents: [{ timestamp: t.clock.now().getTime() }],
    });
    // The signature covers exactly what was sent: recomputing it from the received request agrees.
    const header = (name: string) => String(put?.headers[name] ?? '');
    const again = signSigV4(
      {
        method: 'POST',
        path: '/',
        headers: Object.fromEntries(
          ['content-type', 'host', 'x-amz-date', 'x-amz-target'].map((name) => [name, header(name)]),
        ),
        body: put?.body ?? '',
      },
      { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'aws-secret-value' },
      'eu-west-1',
      'logs',
    );
    expect(header('authorization')).toBe(again.authorization);
  });

  it('posts to Sumo Logic and Rapid7 URLs and reports failures as wasSuccessful false', async () => {
    fake.answerWith(() => ({ body: {} }));
    for (const body of [
      {
        destination: 'sumologic',
        sumologic: { collectorUrl: 'https://collectors.sumologic.example/receiver/v1/http/abc' },
      },
      { destination: 'rapid7', rapid7: { webhookUrl: 'https://webhook.rapid7.example/v1/noformat/token' } },
    ]) {
      const res = await t.request('POST', '/api/logging/test', { token: t.tokens.owner, body });
      expect(res.json).toEqual({ wasSuccessful: true });
    }
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', url: '/v1/noformat/token' });
    fake.answerWith(() => ({ status: 403, body: {} }));
    const rejected = await t.request('POST', '/api/logging/test', {
      token: t.tokens.owner,
      body: {
        destination: 'rapid7',
        rapid7: { webhookUrl: 'https://webhook.rapid7.example/v1/noformat/token' },
      },
    });
    expect(rejected.json).toEqual({ wasSuccessful: false });
    const internal = await t.request('POST', '/api/logging/test', {
      token: t.tokens.owner,
      body: {
        destination: 'sumologic',
        sumologic: { collectorUrl: 'https://169.254.169.254/latest/meta-data' },
      },
    });
    expect(internal.json).toEqual({ wasSuccessful: false });
  });

  it('disconnects a destination', async () => {
    const res = await t.request('DELETE', '/api/logging', {
      token: t.tokens.owner,
      body: { destination: 'datadog' },
    });
    expect(res.status).toBe(200);
    expect(
      loggingConfigsSchema.parse((await t.request('GET', '/api/logging', { token: t.tokens.owner })).json)
        .datadog,
    ).toBeNull();
    expect((await latestAudit(t.db)).description).toBe('Datadog has been disconnected');
  });
});

describe('SMS', () => {
  it('saves Twilio without ever answering the auth token, and disconnects', async () => {
    const body = {
      provider: 'twilio',
      twilio: { accountSid: 'AC123', authToken: 'twilio-token-xyz', phoneNumber: '+14155550100' },
    };
    const saved = await t.request('POST', '/api/sms', { token: t.tokens.admin, body });
    expect(saved).toMatchObject({ status: 201, json: { twilio: { accountSid: 'AC123' } } });
    const get = await t.request('GET', '/api/sms', { token: t.tokens.admin });
    expect(get.text).not.toContain('twilio-token-xyz');
    expect(smsConfigSchema.parse(get.json)).toEqual({
      provider: 'twilio',
      twilio: { accountSid: 'AC123', phoneNumber: '+14155550100' },
    });
    expect((await t.request('DELETE', '/api/sms', { token: t.tokens.admin })).status).toBe(200);
    expect(
      smsConfigSchema.parse((await t.request('GET', '/api/sms', { token: t.tokens.admin })).json),
    ).toEqual({ provider: null, twilio: null });
  });
});

describe('SSO configuration', () => {
  const okta = {
    provider: 'okta',
    okta: {
      tenant: 'northwind',
      domain: 'northwind-contact.com',
      clientId: 'cid',
      clientSecret: 'okta-secret-abc',
    },
  };

  it('saves one provider, never answers the client secret, refuses a second provider', async () => {
    expect((await t.request('POST', '/api/sso', { token: t.tokens.admin, body: okta })).status).toBe(201);
    const get = await t.request('GET', '/api/sso', { token: t.tokens.admin });
    expect(get.text).not.toContain('okta-secret-abc');
    expect(ssoConfigsSchema.parse(get.json)).toMatchObject({
      okta: { tenant: 'northwind', clientId: 'cid' },
      azure: null,
      oidc: null,
    });
    const azure = await t.request('POST', '/api/sso', {
      token: t.tokens.admin,
      body: {
        provider: 'azure',
        azure: {
          discoveryUrl: 'https://login.example/v2.0',
          domain: 'x.com',
          clientId: 'a',
          clientSecret: 'b',
        },
      },
    });
    expect(azure).toMatchObject({
      status: 409,
      json: { message: 'Disable the current provider to enable this one' },
    });
    expect(
      (await t.request('DELETE', '/api/sso', { token: t.tokens.admin, body: { provider: 'okta' } })).status,
    ).toBe(200);
    expect(
      ssoConfigsSchema.parse((await t.request('GET', '/api/sso', { token: t.tokens.admin })).json).okta,
    ).toBeNull();
  });
});

describe('developers', () => {
  it('answers the account API credentials', async () => {
    const res = await t.request('GET', '/api/accounts/developer', { token: t.tokens.admin });
    const keys = developerAccountSchema.parse(res.json);
    const row = await t.db
      .selectFrom('accounts')
      .select('secret_key')
      .where('id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirstOrThrow();
    expect(keys.secretKey).toBe(row.secret_key);
    expect(keys.secretKey).toMatch(/^sk_live_/);
  });
});
