import type { HttpHandler } from 'msw';
import { getApp } from '../../apps';
import { endpoints } from '../../endpoints';
import { canSeeApp, isStaffEmail } from '../../staff';
import { withCaller } from '../http/caller';
import { readQuery } from '../http/read-body';
import { answer } from '../http/respond';
import { route } from '../http/route';
import { searchCustomerResults } from '../store/customer-search';
import type { MockStore } from '../store/types';

export function customerSearchHandlers(store: MockStore): HttpHandler[] {
  return [
    route(
      endpoints.searchCustomers,
      // Like the server: sessions of unreleased apps only for the provider's staff.
      withCaller(store, ({ request, caller }) => {
        const query = readQuery(request, endpoints.searchCustomers.query);
        if (!query.ok) return query.response;
        const staff = isStaffEmail(caller.admin.email);
        const results = searchCustomerResults(store.customerResults, query.data.customerRef).filter(
          (result) => canSeeApp(getApp(result.app), staff),
        );
        return answer(
          endpoints.searchCustomers,
          results.map(({ customerRef: _customerRef, ...result }) => result),
        );
      }),
    ),
  ];
}
