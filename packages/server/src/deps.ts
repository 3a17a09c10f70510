import type { TokenService } from './auth/tokens';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { CnameResolver } from './outbound/cname';
import type { Outbound } from './outbound/outbound';

/** What every handler may use; built once by createApp. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  tokens: TokenService;
  outbound: Outbound;
  dns: CnameResolver;
  mailer: Mailer;
}
