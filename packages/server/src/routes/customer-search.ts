import { isStaffEmail, visibleApps } from '@console/api-client';
import { CUSTOMER_SEARCH_LIMIT, customerRefNeedle } from '@console/api-client/rules';
import { route } from '../http/route';

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const customerSearchRoutes = [
  /**
   * The account's sessions whose customer reference contains the text, any case, newest first;
   * sessions of unreleased apps only for the provider's staff (spec 000 §6).
   */
  route('searchCustomers', async ({ session, query, deps: { db, config } }) => {
    const needle = customerRefNeedle(query.customerRef);
    if (needle === undefined) return [];
    const apps = visibleApps(isStaffEmail(session.actor.email, config.providerEmailDomain)).map(
      (app) => app.id,
    );
    const rows = await db
      .selectFrom('customer_sessions')
      .select(['id', 'app', 'status', 'at', 'session_ref', 'phone_number'])
      .where('account_id', '=', session.accountId)
      .where('app', 'in', apps)
      .where((eb) => eb(eb.fn('lower', ['customer_ref']), 'like', likePattern(needle)))
      .orderBy('at', 'desc')
      .orderBy('id')
      .limit(CUSTOMER_SEARCH_LIMIT)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      app: row.app,
      status: row.status,
      timestamp: row.at.toISOString(),
      sessionRef: row.session_ref,
      phoneNumber: row.phone_number,
    }));
  }),
];
