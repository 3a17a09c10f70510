import { Resolver } from 'node:dns/promises';
import { OutboundError } from './outbound-error';

export interface DnsOptions {
  /** DNS servers (ip or ip:port); the system's (resolv.conf) when empty. */
  servers: string[];
  /** Time-out of each try; a name gets two tries. */
  timeoutMs: number;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

const TIMED_OUT = new Set(['ETIMEOUT', 'ECANCELLED']);

/**
 * A and AAAA records of `host` through c-ares (node:dns Resolver), with a time-out per try and
 * cancelled when `signal` aborts. Unlike dns.lookup (getaddrinfo), it never occupies libuv's
 * thread pool, which WebCrypto (the JWT check) and file access share: a slow or silent DNS server
 * delays only the call that asked. /etc/hosts is not read; `localhost` is loopback (RFC 6761).
 */
export async function resolveAddresses(
  host: string,
  options: DnsOptions,
  signal: AbortSignal,
): Promise<ResolvedAddress[]> {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return [{ address: '127.0.0.1', family: 4 }];
  const resolver = new Resolver({ timeout: options.timeoutMs, tries: 2 });
  if (options.servers.length > 0) resolver.setServers(options.servers);
  const cancel = () => resolver.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(name), resolver.resolve6(name)]);
    const found: ResolvedAddress[] = [
      ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
      ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
    ];
    if (found.length > 0) return found;
    const codes = [v4, v6].map((result) =>
      result.status === 'rejected' ? (result.reason as { code?: string }).code : undefined,
    );
    if (codes.some((code) => code !== undefined && TIMED_OUT.has(code)))
      throw new OutboundError('timeout', `The DNS lookup of ${host} timed out`);
    throw new OutboundError('network', `Could not resolve ${host}`);
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
