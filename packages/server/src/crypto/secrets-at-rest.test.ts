import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggingConfigsSchema, maskSecretUrl, ssoAuthorizeResponseSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import { SECRET_PLACES } from './secret-places';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import type { OidcProvider } from '../test/oidc-provider';
import { startOidcProvider } from '../test/oidc-provider';
import type { TestApp } from '../test/test-app';
import { cookieFrom, createTestApp } from '../test/test-app';
import { testCertificate } from '../test/tls';

let t: TestApp;
let fake: HttpsFake;
let idp: OidcProvider;
const INTAKES = ['http-intake.logs.datadoghq.eu', 'collectors.sumologic.example', 'webhook.rapid7.example'];
const client = { clientId: 'console-client', clientSecret: 'sso-client-secret-42' };
const SUMO = 'https://collectors.sumologic.example/receiver/v1/http/sumo-token-42';
const RAPID7 = 'https://webhook.rapid7.example/v1/noformat/rapid7-token-42';

beforeAll(async () => {
  const { cert } = await testCertificate();
  fake = await startHttpsFake(() => ({ body: {} }));
  idp = await startOidcProvider(client);
  t = await createTestApp({
    outbound: {
      timeoutMs: 3000,
      ca: cert,
      allowHosts: [...INTAKES, 'localhost'],
      resolve: Object.fromEntries(INTAKES.map((host) => [`${host}:443`, `127.0.0.1:${fake.port}`])),
    },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
  await idp.close();
});

/** Every stored row of the demo account's integrations, as text. */
async function storedText(): Promise<string> {
  const tables = ['sms_configs', 'sso_configs', 'customer_lookups', 'logging_destinations'] as const;
  const rows = await Promise.all(
    tables.map((table) =>
      t.db.selectFrom(table).selectAll().where('account_id', '=', DEMO_ACCOUNT_ID).execute(),
    ),
  );
  return JSON.stringify(rows);
}

const save = (path: string, body: unknown) => t.request('POST', path, { token: t.tokens.owner, body });

describe('integration secrets at rest', () => {
  it('stores every kind of secret sealed: the rows never hold the plaintext', async () => {
    const saved = [
      await save('/api/sms', {
        provider: 'twilio',
        twilio: {
          accountSid: 'AC0123456789abcdef0123456789abcdef',
          authToken: 'twilio-token-42',
          phoneNumber: '+14155550123',
        },
      }),
      await save('/api/sso', {
        provider: 'oidc',
        oidc: { discoveryUrl: idp.issuer, domain: 'northwind-contact.com', ...client },
      }),
      await save('/api/customer-lookup', {
        url: 'https://customer-api.example/customers',
        method: 'GET',
        headers: [{ key: 'X-Api-Key', value: 'lookup-header-42' }],
        customerPath: 'data',
        customerId: 'id',
        titleTemplate: '{name}',
        descriptionTemplate: '{plan}',
      }),
      await save('/api/logging', {
        destination: 'datadog',
        datadog: { apiKey: 'datadog-key-42', site: 'eu' },
      }),
      await save('/api/logging', {
        destination: 'cloudwatch',
        cloudwatch: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'aws-secret-42', region: 'eu-west-1' },
      }),
      await save('/api/logging', { destination: 'sumologic', sumologic: { collectorUrl: SUMO } }),
      await save('/api/logging', { destination: 'rapid7', rapid7: { webhookUrl: RAPID7 } }),
    ];
    expect(saved.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    const stored = await storedText();
    for (const plain of [
      'twilio-token-42',
      client.clientSecret,
      'lookup-header-42',
      'datadog-key-42',
      'aws-secret-42',
      'sumo-token-42',
      'rapid7-token-42',
    ]) {
      expect(stored).not.toContain(plain);
    }
    const sms = await t.db
      .selectFrom('sms_configs')
      .select('auth_token')
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .executeTakeFirstOrThrow();
    expect(sms.auth_token).toMatch(/^sb2\./);
    expect(t.deps.secrets.open(sms.auth_token, SECRET_PLACES.smsAuthToken(DEMO_ACCOUNT_ID))).toBe(
      'twilio-token-42',
    );
  });

  it('answers the Sumo Logic and Rapid7 URLs masked (scheme and host only)', async () => {
    const res = await t.request('GET', '/api/logging', { token: t.tokens.owner });
    const configs = loggingConfigsSchema.parse(res.json);
    expect(configs.sumologic).toEqual({ collectorUrl: 'https://collectors.sumologic.example/••••••••' });
    expect(configs.rapid7).toEqual({ webhookUrl: maskSecretUrl(RAPID7) });
    expect(res.text).not.toContain('token-42');
  });

  it('tests and saves with the mask unchanged using the saved URL; a mask of nothing saved is refused', async () => {
    fake.requests.length = 0;
    const test = await save('/api/logging/test', {
      destination: 'sumologic',
      sumologic: { collectorUrl: maskSecretUrl(SUMO) },
    });
    expect(test.json).toEqual({ wasSuccessful: true });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', url: '/receiver/v1/http/sumo-token-42' });

    const kept = await save('/api/logging', {
      destination: 'rapid7',
      rapid7: { webhookUrl: maskSecretUrl(RAPID7) },
    });
    expect(kept.status).toBe(201);
    await save('/api/logging/test', { destination: 'rapid7', rapid7: { webhookUrl: maskSecretUrl(RAPID7) } });
    expect(fake.requests.at(-1)).toMatchObject({ url: '/v1/noformat/rapid7-token-42' });

    const foreign = await save('/api/logging', {
      destination: 'rapid7',
      rapid7: { webhookUrl: 'https://elsewhere.example/••••••••' },
    });
    expect(foreign).toMatchObject({ status: 400, json: { error: 'VALIDATION_FAILED' } });
    expect(foreign.text).toContain('rapid7.webhookUrl: Paste the whole URL');
  });

  it('opens the SSO client secret for the token request: the provider receives the real one', async () => {
    // SSO signs in only on a proven domain (its TXT proof is tested in routes/sign-in.test.ts).
    await t.db
      .updateTable('sso_domain_proofs')
      .set({ verified_at: t.clock.now() })
      .where('account_id', '=', DEMO_ACCOUNT_ID)
      .execute();
    const authorized = await t.request('POST', '/api/sso/oauth/authorize', {
      body: { email: 'priya.shah@northwind-contact.com' },
    });
    const url = ssoAuthorizeResponseSchema.parse(authorized.json).url;
    const { code, state } = idp.authorize(url, { sub: 's-1', email: 'priya.shah@northwind-contact.com' });
    // The provider answers 401 invalid_client unless the client secret is the real one.
    const res = await t.request('POST', '/api/sso/oauth/callback', {
      body: { code, state },
      headers: { cookie: cookieFrom(authorized) },
    });
    expect(res.status).toBe(201);
  });
});
