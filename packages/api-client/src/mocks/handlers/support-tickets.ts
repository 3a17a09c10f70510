import type { HttpHandler } from 'msw';
import { WATCH_TOWER_PAGE_SIZE } from '../../crash-reports/schemas';
import { endpoints } from '../../endpoints';
import { ticketCreatedMessage } from '../../support/schemas';
import { withCaller } from '../http/caller';
import { readBody, readQuery } from '../http/read-body';
import { answer, forbidden } from '../http/respond';
import { route } from '../http/route';
import { pageAfter } from '../store/page';
import type { MockStore } from '../store/types';

/** The server numbers tickets from 1001. */
const FIRST_TICKET_NUMBER = 1001;

/** Support tickets: created by the account's people (not a ghosting operator), listed for operators. */
export function supportTicketHandlers(store: MockStore): HttpHandler[] {
  const e = endpoints;
  return [
    route(
      e.createSupportTicket,
      withCaller(store, async ({ request, caller }) => {
        if (caller.claims.ghost) return forbidden('You are not allowed to do this');
        const body = await readBody(request, e.createSupportTicket.body);
        if (!body.ok) return body.response;
        store.sequence += 1;
        const id = `tkt_m${String(store.sequence).padStart(6, '0')}`;
        const number = (store.supportTickets[0]?.number ?? FIRST_TICKET_NUMBER - 1) + 1;
        const { admin } = caller;
        store.supportTickets.unshift({
          id,
          number,
          ...body.data,
          createdAt: store.now.toISOString(),
          account: { id: store.account.id, name: store.account.name },
          admin: { id: admin.id, firstName: admin.firstName, lastName: admin.lastName, email: admin.email },
        });
        // The confirmation goes to the mock mail server, as the server's goes out over SMTP.
        store.outbox.push({
          to: admin.email,
          subject: ticketCreatedMessage({ number }, body.data.channel),
          text: body.data.description,
        });
        return answer(e.createSupportTicket, { id, number, emailStatus: 'sent' });
      }),
    ),
    route(
      e.listSupportTickets,
      withCaller(store, ({ request }) => {
        const query = readQuery(request, e.listSupportTickets.query);
        if (!query.ok) return query.response;
        return answer(
          e.listSupportTickets,
          pageAfter(store.supportTickets, query.data.lastKey, WATCH_TOWER_PAGE_SIZE),
        );
      }),
    ),
  ];
}
