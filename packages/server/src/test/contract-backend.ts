import type { ContractBackend, ContractGroup } from '@console/api-client/mocks';
import { claimsOf, MOCK_CDN_HOST, MOCK_STRIPE_CLIENT_ID } from '@console/api-client/mocks';
import { ssoVerificationRecord } from '@console/api-client';
import { demoCrmAnswer, DEFAULT_SEED, DEMO_ACCOUNT_ID } from '@console/api-client/seed';
import { startSmtpCatcher } from '../mail/smtp-catcher';
import { startDnsServer } from './dns-server';
import { startHttpsFake } from './https-fake';
import { createTestApp } from './test-app';
import { testCertificate } from './tls';

/** The hosts the table's integrations call out to, all answered by one local HTTPS fake. */
const OUTSIDE_HOSTS = [
  'crm.northwind-contact.com',
  'http-intake.logs.datadoghq.eu',
  'logs.us-east-1.amazonaws.com',
  'endpoint4.collection.sumologic.com',
  'eu.webhook.logs.insight.rapid7.com',
  'hooks.northwind-contact.com',
  // Payments' Adyen credential check (Management API GET /v3/me).
  'management-test.adyen.com',
];
export const CONTRACT_PUBLIC_URL = 'http://console.test';

/**
 * The outside world of the table's server runs, made once per test file: DNS (each group's CNAMEs, the TXT record
 * the customer publishes), the admin's CRM and the log intakes (an HTTPS fake: the CRM answers the shared seed's
 * demoCrmAnswer, as the mocks do; every intake accepts), and a mail server (invitation e-mails go out).
 */
export async function startContractWorld() {
  const dns = await startDnsServer({});
  const outside = await startHttpsFake(({ url, body }) => {
    const phone =
      new URL(url, 'https://crm.northwind-contact.com').searchParams.get('phoneNumber') ??
      ((body ? JSON.parse(body) : {}) as { phoneNumber?: string }).phoneNumber ??
      '';
    return { body: url.startsWith('/api/customers') ? demoCrmAnswer(DEFAULT_SEED, phone) : {} };
  });
  const mail = await startSmtpCatcher();
  const { cert } = await testCertificate();
  return {
    dns,
    mail,
    outbound: {
      timeoutMs: 30_000,
      ca: cert,
      allowHosts: OUTSIDE_HOSTS,
      resolve: Object.fromEntries(OUTSIDE_HOSTS.map((host) => [`${host}:443`, `127.0.0.1:${outside.port}`])),
    },
    async close() {
      await Promise.all([dns.close(), outside.close(), mail.close()]);
    },
  };
}
export type ContractWorld = Awaited<ReturnType<typeof startContractWorld>>;

/** The reference server as the table's back end: a fresh database of the shared seed, in-process (no sockets). */
export async function serverBackend(group: ContractGroup, world: ContractWorld) {
  for (const name of Object.keys(world.dns.records)) Reflect.deleteProperty(world.dns.records, name);
  for (const name of Object.keys(world.dns.txt)) Reflect.deleteProperty(world.dns.txt, name);
  for (const [name, target] of Object.entries(group.cname ?? {})) world.dns.records[name] = target;
  // A group reads only its own mail: an invitation whose e-mail did not go out is an error, not an earlier group's link.
  world.mail.messages.length = 0;
  const t = await createTestApp({
    publicUrl: CONTRACT_PUBLIC_URL,
    // Configured, so a callback is checked against the state this browser started (it never reaches Google).
    google: {
      issuer: 'https://accounts.google.com',
      clientId: 'contract-client',
      clientSecret: 'contract-secret',
      redirectUri: `${CONTRACT_PUBLIC_URL}/sso/callback`,
    },
    dnsServers: [world.dns.server],
    cdnHost: MOCK_CDN_HOST,
    outbound: world.outbound,
    // Stripe Connect's platform client id, as the mocks build the authorize address with it.
    stripe: { clientId: MOCK_STRIPE_CLIENT_ID, secretKey: 'sk_test_contract_platform' },
    smtp: {
      url: world.mail.url,
      host: undefined,
      port: world.mail.port,
      secure: false,
      user: undefined,
      pass: undefined,
      from: 'Console <no-reply@console.test>',
      // A cap, not a timing assertion: a loaded run must not fail a send the local catcher is still taking.
      timeoutMs: 30_000,
    },
  });
  const backend: ContractBackend = {
    async request(method, path, { token, body, rawBody, form }) {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await t.app.request(path, {
        method,
        headers,
        body: form ?? rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
    async token(caller) {
      const claims = claimsOf(caller);
      return claims && t.sign(claims);
    },
    async publishSsoRecord() {
      const proof = await t.db
        .selectFrom('sso_domain_proofs as p')
        .innerJoin('sso_configs as s', (join) =>
          join.onRef('s.account_id', '=', 'p.account_id').onRef('s.domain', '=', 'p.domain'),
        )
        .select(['p.domain', 'p.token'])
        .where('p.account_id', '=', DEMO_ACCOUNT_ID)
        .executeTakeFirstOrThrow();
      const { recordName, recordValue } = ssoVerificationRecord(proof.domain, proof.token);
      world.dns.txt[recordName.toLowerCase()] = [recordValue];
    },
    lastInvitationToken() {
      const link = world.mail.messages.at(-1)?.text.match(/\/invitations\/accept\?token=(\S+)/);
      if (!link?.[1]) return Promise.reject(new Error('last-invitation-link: no invitation e-mail was sent'));
      return Promise.resolve(decodeURIComponent(link[1]));
    },
  };
  return { backend, close: () => t.close() };
}
