import { Resolver } from 'node:dns/promises';

export interface CnameResolver {
  /** The CNAME targets of `host` (no trailing dot, lower case); empty when there are none. */
  resolveCname(host: string): Promise<string[]>;
}

/**
 * node:dns (c-ares, off the thread pool) against the configured servers (the system's when
 * none), `timeoutMs` per try, two tries.
 */
export function createCnameResolver(servers: string[], timeoutMs = 2000): CnameResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return {
    async resolveCname(host) {
      try {
        const targets = await resolver.resolveCname(host);
        return targets.map((target) => target.replace(/\.$/, '').toLowerCase());
      } catch {
        return [];
      }
    },
  };
}
