import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdTicketSchema, supportTicketPageSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

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
});
