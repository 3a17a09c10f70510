import type { HttpHandler } from 'msw';
import { auditEvents } from '../../rules/audit-events';
import { lookupCustomers } from '../../rules/gjson/lookup-customers';
import { checkLookupPaths } from '../../rules/gjson/lookup-paths';
import { customerLookupParts } from '../../rules/secrets';
import { demoCrmAnswer } from '../../seed/crm';
import { mockRoute } from '../http/mock-route';
import { appendAudit } from '../store/audit-log';
import type { MockStore } from '../store/types';

export function customerLookupHandlers(store: MockStore): HttpHandler[] {
  return [
    /** The saved config without header values (write-only secrets), or null. */
    mockRoute(store, 'getCustomerLookup', ({ scope }) => {
      const saved = scope.integrations.customerLookup;
      return saved && customerLookupParts(saved).config;
    }),
    mockRoute(store, 'saveCustomerLookup', ({ body, caller, scope }) => {
      checkLookupPaths(body);
      scope.integrations.customerLookup = body;
      appendAudit(store, scope, caller, auditEvents.customerLookupUpdated());
      return customerLookupParts(body).config;
    }),
    mockRoute(store, 'removeCustomerLookup', ({ caller, scope }) => {
      if (!scope.integrations.customerLookup) return;
      scope.integrations.customerLookup = null;
      appendAudit(store, scope, caller, auditEvents.customerLookupRemoved());
    }),
    /**
     * The mock has no network: the admin's API is the demo CRM (demoCrmAnswer, which the server's tests serve over
     * HTTPS), whose answer is mapped with the form's paths and templates exactly as the server maps it.
     */
    mockRoute(store, 'testCustomerLookup', ({ body }) => {
      checkLookupPaths(body);
      return { customers: lookupCustomers(demoCrmAnswer(store.seed, body.phoneNumber), body) };
    }),
  ];
}
