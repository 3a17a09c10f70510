import { Resolver } from 'node:dns/promises';

export interface TxtResolver {
  /** The TXT records of `host`, each record's strings joined; empty when there are none or DNS fails. */
  resolveTxt(host: string): Promise<string[]>;
}

/**
 * node:dns against the configured servers (the system's when none), `timeoutMs` per try (DNS_TIMEOUT_MS, as the
 * CNAME and outbound lookups), two tries: the SSO domain proof (see routes/sso-domain.ts). Kept apart from the CNAME
 * lookup on purpose.
 */
export function createTxtResolver(servers: string[], timeoutMs = 2000): TxtResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return {
    async resolveTxt(host) {
      try {
        return (await resolver.resolveTxt(host)).map((chunks) => chunks.join(''));
      } catch {
        return [];
      }
    },
  };
}
