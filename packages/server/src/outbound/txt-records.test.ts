import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../test/dns-server';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

const RECORD = '_console-verify.slow.example';
/** A DNS server that answers well after DNS_TIMEOUT_MS's two tries (100 + 200 ms) and well within the default's. */
const ANSWER_DELAY_MS = 1500;

let t: TestApp;
let slow: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  slow = await startDnsServer(
    {},
    { txt: { [RECORD]: ['console-verification=abc'] }, delayMs: ANSWER_DELAY_MS },
  );
  t = await createTestApp({ dnsServers: [slow.server], dnsTimeoutMs: 100 });
}, 180_000);
afterAll(async () => {
  await t.close();
  await slow.close();
});

describe('the TXT resolver of the SSO domain proof', () => {
  it('gives up after DNS_TIMEOUT_MS per try, as the CNAME and outbound lookups do', async () => {
    expect(await t.deps.txt.resolveTxt(RECORD)).toEqual([]);
  });
});
