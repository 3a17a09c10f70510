import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundConfig } from '../config';
import { startDnsServer } from '../test/dns-server';
import type { HttpsFake } from '../test/https-fake';
import { startHttpsFake } from '../test/https-fake';
import { testCertificate } from '../test/tls';
import { createOutbound, OutboundError } from './outbound';

let fake: HttpsFake;
let ca: string;
beforeAll(async () => {
  ca = (await testCertificate()).cert;
  fake = await startHttpsFake(() => ({ body: { ok: true } }));
}, 60_000);
afterAll(() => fake.close());

const outbound = (overrides: Partial<OutboundConfig> = {}) =>
  createOutbound({ timeoutMs: 2000, allowHosts: [], ca, resolve: {}, ...overrides });

async function refusal(config: Partial<OutboundConfig>, url: string) {
  const error: unknown = await outbound(config)
    .request({ url, method: 'GET' })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('outbound calls (SSRF)', () => {
  it.each([
    'https://127.0.0.1/',
    'https://10.0.0.8/admin',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://0.0.0.0/',
    'https://localhost/',
  ])('refuses %s before connecting', async (url) => {
    const error = await refusal({}, url);
    expect(error.reason).toBe('refused');
    expect(error.message).toMatch(/^The address .+ is not allowed$/);
  });

  it('refuses a name that resolves to loopback, even on the port of a live server', async () => {
    const error = await refusal({}, fake.url('/'));
    expect(error.reason).toBe('refused');
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses plain http and credentials in the URL', async () => {
    expect((await refusal({ allowHosts: ['localhost'] }, `http://localhost:${fake.port}/`)).message).toBe(
      'Only https:// addresses are allowed',
    );
    expect((await refusal({}, 'https://user:pw@example.com/')).reason).toBe('refused');
  });

  it('reaches an allow-listed host over HTTPS trusting the configured CA', async () => {
    const answer = await outbound({ allowHosts: [`localhost:${fake.port}`] }).request({
      url: fake.url('/x'),
      method: 'GET',
    });
    expect(answer).toMatchObject({ status: 200, body: '{"ok":true}' });
  });

  it('does not follow redirects (to an internal address or anywhere)', async () => {
    fake.answerWith(() => ({
      status: 302,
      headers: { location: 'https://169.254.169.254/latest/meta-data/' },
    }));
    const answer = await outbound({ allowHosts: ['localhost'] }).request({
      url: fake.url('/redirect'),
      method: 'GET',
    });
    expect(answer.status).toBe(302);
    expect(fake.requests.map((request) => request.url)).not.toContain('/latest/meta-data/');
    fake.answerWith(() => ({ body: { ok: true } }));
  });

  it('refuses a certificate it does not trust', async () => {
    const error = await refusal({ allowHosts: ['localhost'], ca: undefined }, fake.url('/'));
    expect(error.reason).toBe('network');
  });

  it('gives up after the timeout', async () => {
    fake.answerWith(() => new Promise(() => undefined));
    const error = await refusal({ allowHosts: ['localhost'], timeoutMs: 300 }, fake.url('/slow'));
    expect(error).toMatchObject({ reason: 'timeout', message: 'No answer within 0.3 seconds' });
    fake.answerWith(() => ({ body: { ok: true } }));
  });

  it('connects to a resolve override while keeping the host name for TLS and Host', async () => {
    const answer = await outbound({
      allowHosts: ['http-intake.logs.datadoghq.com'],
      resolve: { 'http-intake.logs.datadoghq.com:443': `127.0.0.1:${fake.port}` },
    }).request({ url: 'https://http-intake.logs.datadoghq.com/api/v2/logs', method: 'POST', body: '[]' });
    expect(answer.status).toBe(200);
    expect(fake.requests.at(-1)?.headers.host).toBe('http-intake.logs.datadoghq.com');
  });

  it('still refuses the override address when the host is not allow-listed', async () => {
    const error = await refusal(
      { resolve: { 'http-intake.logs.datadoghq.com:443': `127.0.0.1:${fake.port}` } },
      'https://http-intake.logs.datadoghq.com/',
    );
    expect(error.message).toBe('The address 127.0.0.1 is not allowed');
  });
});

describe('outbound DNS (c-ares, with a time-out)', () => {
  it('resolves a name through the configured DNS server and connects to its address', async () => {
    const dns = await startDnsServer({ 'customer-api.example': '127.0.0.1' });
    try {
      const answer = await createOutbound(
        { timeoutMs: 2000, allowHosts: ['customer-api.example'], ca, resolve: {} },
        { servers: [dns.server], timeoutMs: 500 },
      ).request({ url: `https://customer-api.example:${fake.port}/dns`, method: 'GET' });
      expect(answer.status).toBe(200);
      expect(fake.requests.at(-1)).toMatchObject({ url: '/dns' });
    } finally {
      await dns.close();
    }
  });

  it('fails with a clear error within the time-out when the DNS server never answers', async () => {
    const silent = await startDnsServer({}, { silent: true });
    try {
      const started = Date.now();
      const error: unknown = await createOutbound(
        { timeoutMs: 10_000, allowHosts: ['silent.example'], ca, resolve: {} },
        { servers: [silent.server], timeoutMs: 200 },
      )
        .request({ url: 'https://silent.example/', method: 'GET' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(OutboundError);
      expect(error).toMatchObject({
        reason: 'timeout',
        message: 'The DNS lookup of silent.example timed out',
      });
      // Two tries of 200 ms (c-ares backs off between them), far from the call's 10 s.
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await silent.close();
    }
  });

  it("stops resolving at the call's own time-out", async () => {
    const silent = await startDnsServer({}, { silent: true });
    try {
      const error = await createOutbound(
        { timeoutMs: 300, allowHosts: ['silent.example'], ca, resolve: {} },
        { servers: [silent.server], timeoutMs: 5000 },
      )
        .request({ url: 'https://silent.example/', method: 'GET' })
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({
        reason: 'timeout',
        message: 'The DNS lookup of silent.example timed out',
      });
    } finally {
      await silent.close();
    }
  });
});
