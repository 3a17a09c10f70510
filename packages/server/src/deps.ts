import type { TokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { Config } from './config';
import type { SecretBox } from './crypto/secret-box';
import type { Db } from './db/schema';
import type { RateLimiter } from './http/rate-limit';
import type { Mailer } from './mail/mailer';
import type { CnameResolver } from './outbound/cname';
import type { Outbound } from './outbound/outbound';
import type { TxtResolver } from './outbound/txt-records';

/** What every handler may use; built once by createApp. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  outbound: Outbound;
  dns: CnameResolver;
  /** Stored integration secrets are sealed with it; opened only for the outbound call that needs them. */
  secrets: SecretBox;
  /** TXT lookups for the SSO domain proof. */
  txt: TxtResolver;
  rateLimiter: RateLimiter;
  mailer: Mailer;
}
