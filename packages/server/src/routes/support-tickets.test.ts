import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdTicketSchema, supportTicketPageSchema } from '@console/api-client';
import { createMailer } from '../mail/mailer';
import type { SmtpCatcher } from '../mail/smtp-catcher';
import { smtpConfigFor, startSmtpCatcher } from '../mail/smtp-catcher';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

let t: TestApp;
let mail: SmtpCatcher;
beforeAll(async () => {
  mail = await startSmtpCatcher();
  t = await createTestApp({ smtp: smtpConfigFor(mail) });
}, 180_000);
afterAll(async () => {
  await t.close();
  await mail.close();
});

const SUPERVISOR_EMAIL = 'priya.shah@northwind-contact.com';
const OWNER_EMAIL = 'olivia.bennett@northwind-contact.com';

const ticket = {
  subject: 'Branding does not save',
  description: 'Save Changes shows a spinner forever.',
  priority: 'high',
  channel: 'ticket',
} as const;

const list = async () =>
  supportTicketPageSchema.parse(
    (await t.request('GET', '/api/watch-tower/support-tickets', { token: t.tokens.root })).json,
  );

describe('support tickets', { timeout: 30_000 }, () => {
  it('stores a ticket and answers its number; operators see it with its account and author', async () => {
    const res = await t.request('POST', '/api/support/tickets', { token: t.tokens.supervisor, body: ticket });
    expect(res.status).toBe(201);
    const created = createdTicketSchema.parse(res.json);
    expect(created.number).toBeGreaterThanOrEqual(1001);
    const chat = await t.request('POST', '/api/support/tickets', {
      token: t.tokens.owner,
      body: {
        subject: 'Live chat',
        description: 'Hello, anyone there?',
        priority: 'medium',
        channel: 'chat',
      },
    });
    expect(createdTicketSchema.parse(chat.json).number).toBe(created.number + 1);

    // Each person gets the confirmation with the number, over SMTP.
    expect(created.emailStatus).toBe('sent');
    const [confirmation] = mail.to(SUPERVISOR_EMAIL);
    expect(confirmation?.subject).toBe(`Ticket #${created.number} created`);
    expect(confirmation?.text).toContain(
      `Your support ticket reached our support team as #${created.number}.`,
    );
    expect(confirmation?.text).toContain('Subject: Branding does not save\nPriority: Critical');
    expect(confirmation?.text).toContain('Save Changes shows a spinner forever.');
    expect(mail.to(OWNER_EMAIL).map((message) => message.subject)).toEqual([
      `Conversation #${created.number + 1} started`,
    ]);

    const { items, total } = await list();
    expect(total).toBe(2);
    expect(items[0]).toMatchObject({ channel: 'chat', admin: { id: DEMO_ADMIN_IDS.owner } });
    expect(items[1]).toMatchObject({
      id: created.id,
      number: created.number,
      subject: ticket.subject,
      priority: 'high',
      account: { id: DEMO_ACCOUNT_ID, name: 'Northwind Contact' },
      admin: { id: DEMO_ADMIN_IDS.supervisor, email: expect.stringContaining('@') as string },
    });
  });

  it('refuses an empty subject or an unknown priority (400) and stores nothing', async () => {
    const before = (await list()).total;
    const empty = await t.request('POST', '/api/support/tickets', {
      token: t.tokens.admin,
      body: { ...ticket, subject: '   ' },
    });
    expect(empty).toMatchObject({
      status: 400,
      json: {
        error: 'VALIDATION_FAILED',
        message: expect.stringContaining('Please enter a subject') as string,
      },
    });
    const priority = await t.request('POST', '/api/support/tickets', {
      token: t.tokens.admin,
      body: { ...ticket, priority: 'urgent' },
    });
    expect(priority.status).toBe(400);
    expect((await list()).total).toBe(before);
  });

  it('is for signed-in people of the account: not anonymous, not a ghosting operator; the list is for operators', async () => {
    expect((await t.request('POST', '/api/support/tickets', { body: ticket })).status).toBe(401);
    expect(
      (await t.request('POST', '/api/support/tickets', { token: t.tokens.ghost, body: ticket })).status,
    ).toBe(403);
    expect(
      (await t.request('GET', '/api/watch-tower/support-tickets', { token: t.tokens.owner })).status,
    ).toBe(403);
  });

  it('stores the ticket and says so when the confirmation e-mail cannot be sent', async () => {
    const saved = t.deps.mailer;
    t.deps.mailer = createMailer(undefined);
    try {
      const res = await t.request('POST', '/api/support/tickets', { token: t.tokens.admin, body: ticket });
      expect(res).toMatchObject({ status: 201, json: { emailStatus: 'failed' } });
      expect((await list()).items[0]).toMatchObject({ number: createdTicketSchema.parse(res.json).number });
    } finally {
      t.deps.mailer = saved;
    }
  });
});
