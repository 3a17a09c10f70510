import { SECRET_PLACES } from '../crypto/secret-places';
import type { AppDeps } from '../deps';

export interface Sender {
  accountSid: string;
  authToken: string;
  from: string;
}

/** The account's own Twilio (Settings › SMS Configuration), else the shared number of the environment, else none. */
export async function senderFor(deps: AppDeps, accountId: string): Promise<Sender | undefined> {
  const own = await deps.db
    .selectFrom('sms_configs')
    .select(['account_sid', 'auth_token', 'phone_number'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (own) {
    return {
      accountSid: own.account_sid,
      authToken: deps.secrets.open(own.auth_token, SECRET_PLACES.smsAuthToken(accountId)),
      from: own.phone_number,
    };
  }
  return deps.config.sharedSms;
}
