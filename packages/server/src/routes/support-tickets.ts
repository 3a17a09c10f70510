import { randomUUID } from 'node:crypto';
import type { SupportTicket } from '@console/api-client';
import { WATCH_TOWER_PAGE_SIZE } from '@console/api-client';
import { route } from '../http/route';
import { seqCursor } from '@console/api-client/rules';
import { trySend } from '../mail/mailer';
import { ticketMail } from '../mail/ticket-mail';

export const supportTicketRoutes = [
  /**
   * Create Ticket and Live Chat: the ticket is stored for the operators, a confirmation with its number e-mailed to
   * the person (awaited within SMTP_TIMEOUT_MS), and the number answered with what became of that e-mail.
   */
  route('createSupportTicket', async ({ session, body, deps: { db, clock, mailer } }) => {
    const row = await db
      .insertInto('support_tickets')
      .values({
        id: `tkt_${randomUUID()}`,
        account_id: session.accountId,
        admin_id: session.adminId,
        subject: body.subject,
        description: body.description,
        priority: body.priority,
        channel: body.channel,
        created_at: clock.now(),
      })
      .returning(['id', 'number'])
      .executeTakeFirstOrThrow();
    const number = Number(row.number);
    const { status } = await trySend(
      mailer,
      ticketMail({ to: session.actor.email, firstName: session.actor.firstName, number, ticket: body }),
      'ticket confirmation',
    );
    return { id: row.id, number, emailStatus: status };
  }),

  /** Watch Tower: every ticket, newest first, 25 a page with the next page's cursor. */
  route('listSupportTickets', async ({ query, deps: { db } }) => {
    const after = seqCursor(query.lastKey);
    let rows = db
      .selectFrom('support_tickets as t')
      .innerJoin('accounts as a', 'a.id', 't.account_id')
      .innerJoin('admins as m', 'm.id', 't.admin_id')
      .select([
        't.number',
        't.id',
        't.subject',
        't.description',
        't.priority',
        't.channel',
        't.created_at',
        'a.id as account_id',
        'a.name as account_name',
        'm.id as admin_id',
        'm.first_name',
        'm.last_name',
        'm.email',
      ])
      .orderBy('t.number', 'desc')
      .limit(WATCH_TOWER_PAGE_SIZE + 1);
    if (after !== undefined) rows = rows.where('t.number', '<', String(after));
    const [found, count] = await Promise.all([
      rows.execute(),
      db
        .selectFrom('support_tickets')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    const page = found.slice(0, WATCH_TOWER_PAGE_SIZE);
    const items = page.map((row): SupportTicket => ({
      id: row.id,
      number: Number(row.number),
      subject: row.subject,
      description: row.description,
      priority: row.priority,
      channel: row.channel,
      createdAt: row.created_at.toISOString(),
      account: { id: row.account_id, name: row.account_name },
      admin: { id: row.admin_id, firstName: row.first_name, lastName: row.last_name, email: row.email },
    }));
    const last = page.at(-1);
    return {
      items,
      total: Number(count.total),
      lastKey: found.length > WATCH_TOWER_PAGE_SIZE && last ? last.number : null,
    };
  }),
];
