import type { HttpHandler } from 'msw';
import { getApp } from '../../apps';
import { CUSTOMER_SEARCH_LIMIT, customerRefNeedle } from '../../rules/customer-search';
import { canSeeApp, isStaffEmail } from '../../staff';
import { mockRoute } from '../http/mock-route';
import type { MockStore } from '../store/types';

export function customerSearchHandlers(store: MockStore): HttpHandler[] {
  return [
    /**
     * The account's sessions whose customer reference contains the text, any case, newest first; sessions of
     * unreleased apps only for the provider's staff (spec 000 §6).
     */
    mockRoute(store, 'searchCustomers', ({ query, caller, scope }) => {
      const needle = customerRefNeedle(query.customerRef);
      if (needle === undefined || scope !== store) return [];
      const staff = isStaffEmail(caller.admin.email);
      return store.customerResults
        .filter(
          (result) =>
            result.customerRef.toLowerCase().includes(needle) && canSeeApp(getApp(result.app), staff),
        )
        .slice(0, CUSTOMER_SEARCH_LIMIT);
    }),
  ];
}
