import type { HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
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
      withCaller(store, ({ request }) => {
        const query = readQuery(request, endpoints.searchCustomers.query);
        if (!query.ok) return query.response;
        const results = searchCustomerResults(store.customerResults, query.data.customerRef);
        return answer(
          endpoints.searchCustomers,
          results.map(({ customerRef: _customerRef, ...result }) => result),
        );
      }),
    ),
  ];
}
