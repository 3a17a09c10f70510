import { isStaffEmail, visibleApps } from '@console/api-client';
import { customerRefNeedle } from '@console/api-client/rules';
import { route } from '../http/route';
import { searchCustomerSessions } from '../sessions/customer-search-query';

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
    const rows = await searchCustomerSessions(db, session.accountId, apps, needle);
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
