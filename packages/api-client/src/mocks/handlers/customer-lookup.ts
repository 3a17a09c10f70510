import type { HttpHandler } from 'msw';
import type { CustomerLookupForm } from '../../customer-lookup/forms';
import type { CustomerLookupConfig } from '../../customer-lookup/schemas';
import { endpoints } from '../../endpoints';
import { actorOf, withCaller } from '../http/caller';
import { readBody } from '../http/read-body';
import { answer, emptyAnswer } from '../http/respond';
import { route } from '../http/route';
import { appendAudit } from '../store/audit-log';
import { runLookupTest } from '../store/lookup-test';
import type { MockStore } from '../store/types';

/** Header values are write-only: only their keys come back (spec 001 §3). */
function toConfig({ headers, ...config }: CustomerLookupForm): CustomerLookupConfig {
  return { ...config, headerKeys: headers.map((header) => header.key) };
}

export function customerLookupHandlers(store: MockStore): HttpHandler[] {
  const e = endpoints;
  return [
    route(
      e.getCustomerLookup,
      withCaller(store, () => {
        const saved = store.integrations.customerLookup;
        return answer(e.getCustomerLookup, saved && toConfig(saved));
      }),
    ),
    route(
      e.saveCustomerLookup,
      withCaller(store, async ({ request, caller }) => {
        const body = await readBody(request, e.saveCustomerLookup.body);
        if (!body.ok) return body.response;
        store.integrations.customerLookup = body.data;
        appendAudit(store, actorOf(caller), {
          event: 'customer-lookup.updated',
          description: 'Updated the customer lookup settings',
        });
        return answer(e.saveCustomerLookup, toConfig(body.data));
      }),
    ),
    route(
      e.removeCustomerLookup,
      withCaller(store, ({ caller }) => {
        store.integrations.customerLookup = null;
        appendAudit(store, actorOf(caller), {
          event: 'customer-lookup.removed',
          description: 'Removed the customer lookup settings',
        });
        return emptyAnswer(e.removeCustomerLookup);
      }),
    ),
    route(
      e.testCustomerLookup,
      withCaller(store, async ({ request }) => {
        const body = await readBody(request, e.testCustomerLookup.body);
        if (!body.ok) return body.response;
        return answer(e.testCustomerLookup, { customers: runLookupTest(store.seed, body.data) });
      }),
    ),
  ];
}
