import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { Clock } from '../clock';
import type { RateLimitConfig } from '../config';
import type { Db } from '../db/schema';
import { refusalText } from '@console/api-client/rules';
import { HttpError } from './errors';

export interface RateLimiter {
  /** Counts one request under `key`; throws 429 RATE_LIMITED with Retry-After past `limit`. */
  hit(key: string, limit: number): Promise<void>;
}

/**
 * Fixed-window counters in the rate_limits table: one upsert per request, atomic on PGlite and
 * PostgreSQL alike, so every server instance on the database counts together. Rows of past
 * windows are deleted at most once per window by each instance.
 */
export function createRateLimiter(db: Db, clock: Clock, config: RateLimitConfig): RateLimiter {
  let lastCleanup = 0;
  return {
    async hit(key, limit) {
      const now = clock.now().getTime();
      const windowStart = new Date(Math.floor(now / config.windowMs) * config.windowMs);
      if (now - lastCleanup >= config.windowMs) {
        lastCleanup = now;
        await db.deleteFrom('rate_limits').where('window_start', '<', windowStart).execute();
      }
      const { hits } = await db
        .insertInto('rate_limits')
        .values({ key, window_start: windowStart, hits: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.hits + 1 else 1 end`,
            window_start: sql<Date>`excluded.window_start`,
          }),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      if (hits <= limit) return;
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + config.windowMs - now) / 1000));
      throw new HttpError('RATE_LIMITED', refusalText.tooManyAttempts(retryAfter), {
        'Retry-After': String(retryAfter),
      });
    },
  };
}

/** An IPv6 client counts by its /64 (one host holds the whole prefix); IPv4-mapped as IPv4. */
function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] ?? address;
  if (net.isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client's address: the socket's, or with `trustProxy` proxies in front, the X-Forwarded-For
 * entry they vouch for (that many places from the end). Requests made without a socket (the
 * tests' app.request) count as "local".
 */
export function clientAddress(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const vouched = forwarded[forwarded.length - trustProxy];
    if (vouched && net.isIP(vouched)) return addressKey(vouched);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const address = incoming?.socket.remoteAddress;
  return address ? addressKey(address) : 'local';
}
