import type { HttpHandler } from 'msw';
import { WATCH_TOWER_PAGE_SIZE } from '../../crash-reports/schemas';
import { pageBySeq } from '../../rules/paging';
import { ticketCreatedMessage } from '../../support/schemas';
import { mockRoute } from '../http/mock-route';
import type { MockStore } from '../store/types';

/** The server numbers tickets from 1001. */
const FIRST_TICKET_NUMBER = 1001;

/** Support tickets: created by the account's people (the permission table refuses a ghost), listed for operators. */
export function supportTicketHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'createSupportTicket', ({ body, caller, scope }) => {
      store.sequence += 1;
      const id = `tkt_m${String(store.sequence).padStart(6, '0')}`;
      const number = (store.supportTickets[0]?.number ?? FIRST_TICKET_NUMBER - 1) + 1;
      const { admin } = caller;
      store.supportTickets.unshift({
        id,
        number,
        ...body,
        createdAt: store.now.toISOString(),
        account: { id: scope.account.id, name: scope.account.name },
        admin: { id: admin.id, firstName: admin.firstName, lastName: admin.lastName, email: admin.email },
      });
      // The confirmation goes to the mock mail server, as the server's goes out over SMTP.
      store.outbox.push({
        to: admin.email,
        subject: ticketCreatedMessage({ number }, body.channel),
        text: body.description,
      });
      return { id, number, emailStatus: 'sent' as const };
    }),
    /** Every ticket, newest first, 25 a page; the cursor is the ticket's number. */
    mockRoute(store, 'listSupportTickets', ({ query }) => {
      const numbered = store.supportTickets.map((ticket) => ({ ticket, seq: ticket.number }));
      const { page, lastKey } = pageBySeq(numbered, query.lastKey, WATCH_TOWER_PAGE_SIZE);
      return { items: page.map(({ ticket }) => ticket), total: store.supportTickets.length, lastKey };
    }),
  ];
}
