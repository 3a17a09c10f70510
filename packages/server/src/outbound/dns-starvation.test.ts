import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { startDnsServer } from '../test/dns-server';

type Silent = Awaited<ReturnType<typeof startDnsServer>>;
let t: TestApp;
let silent: Silent;
const DNS_TIMEOUT_MS = 400;

beforeAll(async () => {
  silent = await startDnsServer({}, { silent: true });
  t = await createTestApp({
    dnsServers: [silent.server],
    dnsTimeoutMs: DNS_TIMEOUT_MS,
    outbound: { timeoutMs: 8000, allowHosts: [], ca: undefined, resolve: {} },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await silent.close();
});

const lookupTest = (host: string) =>
  t.request('POST', '/api/customer-lookup/test', {
    token: t.tokens.admin,
    body: {
      url: `https://${host}/customers`,
      method: 'GET',
      headers: [],
      customerPath: 'customers',
      customerId: 'id',
      titleTemplate: '{name}',
      descriptionTemplate: '{plan}',
      phoneNumber: '+14155550123',
    },
  });

describe('a DNS server that never answers', () => {
  it('fails the lookup test with a clear 422 and never holds up signed-in requests', async () => {
    // More lookups than libuv's thread pool has threads (4): dns.lookup would fill it, and the
    // JWT check (WebCrypto) queues on the same pool.
    const order: string[] = [];
    const lookups = Array.from({ length: 12 }, (_, index) =>
      lookupTest(`crm-${index}.silent.example`).then((res) => {
        order.push('lookup');
        return res;
      }),
    );
    const bootstrap = await t.request('GET', '/api/admins/bootstrap', { token: t.tokens.admin });
    order.push('bootstrap');
    expect(bootstrap.status).toBe(200);
    const answers = await Promise.all(lookups);
    expect(order[0]).toBe('bootstrap');
    for (const res of answers) {
      expect(res).toMatchObject({ status: 422, json: { error: 'LOOKUP_FAILED' } });
      expect((res.json as { message: string }).message).toMatch(
        /^The DNS lookup of crm-\d+\.silent\.example timed out$/,
      );
    }
  });
});
