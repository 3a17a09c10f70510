import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import type { LookupFunction } from 'node:net';
import type { OutboundConfig } from '../config';
import { isPublicAddress } from './address-policy';
import { OutboundError } from './outbound-error';
import type { DnsOptions } from './resolve-addresses';
import { resolveAddresses } from './resolve-addresses';

export type { OutboundFailure } from './outbound-error';
export { OutboundError } from './outbound-error';

export interface OutboundRequest {
  url: string;
  method: string;
  headers?: Record<string, string>;
  /** Text, or bytes sent as they are (an S3 object). */
  body?: string | Uint8Array;
  /** This call's time-out when it differs from the guard's (webhooks wait 15 s for an answer). */
  timeoutMs?: number;
}

export interface OutboundResponse {
  status: number;
  headers: Headers;
  body: string;
}

export interface Outbound {
  /** One HTTPS request; redirects are answered as they are, never followed. */
  request(request: OutboundRequest): Promise<OutboundResponse>;
  /** The same as a fetch, for libraries that take one (openid-client). */
  fetch(url: string, init?: { method?: string; headers?: HeadersInit; body?: unknown }): Promise<Response>;
  /**
   * Whether a request to `url` would pass the guard, without sending it: https, no credentials, and every address
   * its host resolves to public (or allowed for tests). Throws the OutboundError a request would; a name that does
   * not resolve is refused too.
   */
  check(url: string): Promise<void>;
  /**
   * Where a connection of another protocol (SFTP) to `host:port` must go, by the same address policy: the checked
   * address to dial (never the name, so a DNS change after the check cannot slip through) and the guard's time-out.
   * Throws the OutboundError a request would (a private address, a name that does not resolve).
   */
  dial(host: string, port: number): Promise<{ address: string; port: number; timeoutMs: number }>;
}

/** Answers larger than this are cut off as failures. */
export const OUTBOUND_MAX_BODY_BYTES = 1024 * 1024;

type Resolved = { address: string; family: 4 | 6 };

const SYSTEM_DNS: DnsOptions = { servers: [], timeoutMs: 2000 };

/**
 * The outbound client every integration uses. It only speaks HTTPS, gives up after
 * `timeoutMs` (DNS, connect and answer together; DNS through c-ares with its own time-out, off
 * the thread pool: see resolve-addresses.ts), and refuses any address that is not public: IP
 * literals are checked before connecting, names after resolving, every address they resolve to
 * (the checked address is the one connected to, so a DNS change between check and connect cannot
 * slip through). `allowHosts` (host or host:port) lifts the address check for named hosts, and
 * `ca` adds a trusted certificate: both exist for the tests' local HTTPS fakes.
 */
export function createOutbound(config: OutboundConfig, dns: DnsOptions = SYSTEM_DNS): Outbound {
  const ca = config.ca ? [...tls.rootCertificates, config.ca] : undefined;

  function allowed(host: string, port: number): boolean {
    return config.allowHosts.includes(host) || config.allowHosts.includes(`${host}:${port}`);
  }

  async function resolve(host: string, port: number, deadline: AbortSignal): Promise<Resolved[]> {
    const override = config.resolve[`${host}:${port}`];
    if (override) {
      const address = override.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
      return [{ address, family: net.isIP(address) === 6 ? 6 : 4 }];
    }
    if (net.isIP(host)) return [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
    return resolveAddresses(host, dns, deadline);
  }

  /** The checked addresses of host:port, or the OutboundError that refuses them. */
  async function vetHost(host: string, port: number, deadline: AbortSignal) {
    const addresses = await resolve(host, port, deadline);
    if (!allowed(host, port)) {
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        throw new OutboundError('refused', `The address ${refused?.address ?? host} is not allowed`);
      }
    }
    return addresses;
  }

  /** The target and the checked address to dial, or the OutboundError that refuses it. */
  async function vet(url: string, deadline: AbortSignal) {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new OutboundError('refused', 'The URL is not valid');
    }
    if (target.protocol !== 'https:')
      throw new OutboundError('refused', 'Only https:// addresses are allowed');
    if (target.username || target.password)
      throw new OutboundError('refused', 'Credentials in the URL are not allowed');
    const host = target.hostname.replace(/^\[|\]$/g, '');
    const port = Number(target.port || 443);
    const addresses = await vetHost(host, port, deadline);
    return { target, host, port, first: addresses[0] as Resolved };
  }

  async function request({
    url,
    method,
    headers = {},
    body,
    timeoutMs = config.timeoutMs,
  }: OutboundRequest): Promise<OutboundResponse> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const { target, host, port, first } = await vet(url, deadline);
    const connectPort = Number(config.resolve[`${host}:${port}`]?.match(/:(\d+)$/)?.[1] ?? port);
    // The connection goes to the address checked above, whatever DNS says by now.
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if ((options as { all?: boolean }).all) {
        (callback as (error: null, addresses: Resolved[]) => void)(null, [first]);
      } else callback(null, first.address, first.family);
    };
    const payload = body === undefined ? undefined : Buffer.from(body);
    return new Promise<OutboundResponse>((resolvePromise, reject) => {
      const req = https.request(
        {
          host,
          port: connectPort,
          path: `${target.pathname}${target.search}`,
          method,
          headers: {
            host: target.host,
            ...(payload ? { 'content-length': String(payload.length) } : {}),
            ...headers,
          },
          servername: net.isIP(host) ? undefined : host,
          lookup,
          ca,
          signal: deadline,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > OUTBOUND_MAX_BODY_BYTES)
              req.destroy(new OutboundError('too-large', 'The answer is too large'));
            else chunks.push(chunk);
          });
          res.on('end', () =>
            resolvePromise({
              status: res.statusCode ?? 0,
              headers: toHeaders(res.headers),
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', (error) => {
        if (error instanceof OutboundError) reject(error);
        else if (deadline.aborted) {
          reject(new OutboundError('timeout', `No answer within ${timeoutMs / 1000} seconds`));
        } else reject(new OutboundError('network', `The request failed: ${error.message}`));
      });
      req.end(payload);
    });
  }

  return {
    request,
    async check(url) {
      await vet(url, AbortSignal.timeout(config.timeoutMs));
    },
    async dial(host, port) {
      const bare = host.replace(/^\[|\]$/g, '');
      const [first] = await vetHost(bare, port, AbortSignal.timeout(config.timeoutMs));
      const connectPort = Number(config.resolve[`${bare}:${port}`]?.match(/:(\d+)$/)?.[1] ?? port);
      return { address: (first as Resolved).address, port: connectPort, timeoutMs: config.timeoutMs };
    },
    async fetch(url, init = {}) {
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const body =
        typeof init.body === 'string'
          ? init.body
          : init.body instanceof URLSearchParams
            ? init.body.toString()
            : undefined;
      const answer = await request({ url, method: init.method ?? 'GET', headers, body });
      const noBody = answer.status === 204 || answer.status === 304;
      return new Response(noBody ? null : answer.body, { status: answer.status, headers: answer.headers });
    },
  };
}

function toHeaders(incoming: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}
