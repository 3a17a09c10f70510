import { route } from '../http/route';

export const developerRoutes = [
  /** The account's API credentials; the console masks the secret key until revealed. */
  route('getDeveloperAccount', async ({ session, deps: { db } }) => {
    const row = await db
      .selectFrom('accounts')
      .select(['widget_key', 'secret_key', 'webhook_secret'])
      .where('id', '=', session.accountId)
      .executeTakeFirstOrThrow();
    return { widgetKey: row.widget_key, secretKey: row.secret_key, webhookSecret: row.webhook_secret };
  }),
];
