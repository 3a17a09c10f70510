import { route } from '../http/route';
import { readSigningSecrets } from '../webhooks/signing-secret';

export const developerRoutes = [
  /**
   * The account's API credentials; the console masks the secret key until revealed. The webhook secret is the
   * current one, opened from its sealed column (during a rotation the previous one also signs; Settings › Webhooks).
   */
  route('getDeveloperAccount', async ({ session, deps: { db, secrets, clock } }) => {
    const row = await db
      .selectFrom('accounts')
      .select(['widget_key', 'secret_key'])
      .where('id', '=', session.accountId)
      .executeTakeFirstOrThrow();
    const { current } = await readSigningSecrets(db, secrets, session.accountId, clock.now());
    return { widgetKey: row.widget_key, secretKey: row.secret_key, webhookSecret: current };
  }),
];
