import { Resolver } from 'node:dns/promises';

export interface CnameResolver {
  /** The CNAME targets of `host` (no trailing dot, lower case); empty when there are none. */
  resolveCname(host: string): Promise<string[]>;
}

/** node:dns against the configured servers (the system's when none), 2 s per try, two tries. */
export function createCnameResolver(servers: string[]): CnameResolver {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
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
