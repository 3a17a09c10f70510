import { isStaffEmail, visibleApps } from '@console/api-client';
import { route } from '../http/route';

/** At most this many results (the search dialog's budget is 1,000 rows). */
export const CUSTOMER_SEARCH_LIMIT = 1000;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const customerSearchRoutes = [
  /**
   * The account's sessions whose customer reference contains the text, any case, newest first;
   * sessions of unreleased apps only for the provider's staff (spec 000 §6).
   */
  route('searchCustomers', async ({ session, query, deps: { db, config } }) => {
    const apps = visibleApps(isStaffEmail(session.actor.email, config.providerEmailDomain)).map(
      (app) => app.id,
    );
    const rows = await db
      .selectFrom('customer_sessions')
      .select(['id', 'app', 'status', 'at', 'session_ref', 'phone_number'])
      .where('account_id', '=', session.accountId)
      .where('app', 'in', apps)
      .where((eb) => eb(eb.fn('lower', ['customer_ref']), 'like', likePattern(query.customerRef.trim())))
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
