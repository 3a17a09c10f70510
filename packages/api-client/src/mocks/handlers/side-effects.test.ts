import { describe, expect, it } from 'vitest';
import { createClient } from '../../client/create-client';
import { ApiError } from '../../client/api-error';
import { reportError } from '../../crash-reports/report-error';
import { listCrashReports } from '../../crash-reports/list-crash-reports';
import { acceptInvitation } from '../../invitations/accept-invitation';
import { createInvitation } from '../../invitations/create-invitation';
import { revokeInvitation } from '../../invitations/revoke-invitation';
import { createSupportTicket } from '../../support/create-support-ticket';
import { listSupportTickets } from '../../support/list-support-tickets';
import { sessionToken } from '../http/caller';
import { DEMO_INVITATION_TOKENS } from '../store/invitation-links';
import { signInAs } from '../store/session';
import { TEST_ORIGIN, setupMockApi } from '../test-support';

const mock = setupMockApi();
const client = () => createClient({ baseUrl: TEST_ORIGIN });
/** An operator in their own session: the Watch Tower lists are theirs only (the permission table). */
const operator = () => {
  signInAs(mock.store, { role: 'admin', isRoot: true });
  const token = sessionToken(mock.store);
  return createClient({ baseUrl: TEST_ORIGIN, getToken: () => token });
};

const codeOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return error instanceof ApiError ? [error.status, error.body?.error] : error;
};

describe('invitation links (mocks, as the server)', () => {
  it('mails a link on invitation; it signs the invited address in once, with the invited role', async () => {
    const invitation = await createInvitation(client(), { email: 'new.one@example.com' });
    expect(invitation.emailStatus).toBe('sent');
    const mail = mock.store.outbox.find((sent) => sent.to === 'new.one@example.com');
    const token = new URL(mail?.text ?? '', TEST_ORIGIN).searchParams.get('token') ?? '';
    const { token: session } = await acceptInvitation(client(), { token });
    expect(session.split('.')).toHaveLength(3);
    expect(mock.store.admins.find((admin) => admin.email === 'new.one@example.com')?.role).toBe('admin');
    expect(mock.store.invitations.some((pending) => pending.id === invitation.id)).toBe(false);
    expect(await codeOf(acceptInvitation(client(), { token }))).toEqual([409, 'INVITATION_USED']);
  });

  it('refuses expired, used, revoked and unknown links', async () => {
    expect(await codeOf(acceptInvitation(client(), { token: DEMO_INVITATION_TOKENS.expired }))).toEqual([
      410,
      'INVITATION_EXPIRED',
    ]);
    expect(await codeOf(acceptInvitation(client(), { token: DEMO_INVITATION_TOKENS.used }))).toEqual([
      409,
      'INVITATION_USED',
    ]);
    expect(await codeOf(acceptInvitation(client(), { token: 'no-such-link-at-all' }))).toEqual([
      404,
      'INVITATION_INVALID',
    ]);
    await revokeInvitation(client(), { email: 'lena.fischer@northwind-contact.com' });
    expect(await codeOf(acceptInvitation(client(), { token: DEMO_INVITATION_TOKENS.valid }))).toEqual([
      404,
      'INVITATION_INVALID',
    ]);
  });
});

describe('crash reports and tickets (mocks, as the server)', () => {
  const report = {
    message: 'boom',
    url: 'http://localhost/settings',
    occurredAt: '2026-11-21T10:00:00.000Z',
    userAgent: 'test',
  };

  it('stores a crash with or without a session and lists it newest first', async () => {
    await reportError(client(), report);
    const token = sessionToken(mock.store);
    await reportError(createClient({ baseUrl: TEST_ORIGIN, getToken: () => token }), {
      ...report,
      message: 'two',
    });
    const page = await listCrashReports(operator());
    expect(page.items.map((item) => [item.message, item.account?.id ?? null])).toEqual([
      ['two', 'acc_demo0001'],
      ['boom', null],
    ]);
    expect(await codeOf(reportError(client(), { ...report, message: 'x'.repeat(2001) }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
  });

  it('numbers tickets from 1001, validates as the server, refuses a ghost', async () => {
    const first = await createSupportTicket(client(), {
      subject: 'Help',
      description: 'It broke',
      priority: 'high',
    });
    expect(first.number).toBe(1001);
    expect((await listSupportTickets(operator())).items[0]).toMatchObject({
      number: 1001,
      channel: 'ticket',
    });
    expect(
      await codeOf(createSupportTicket(client(), { subject: ' ', description: 'x', priority: 'low' })),
    ).toEqual([400, 'VALIDATION_FAILED']);
    const ghost = sessionToken(mock.store, { ghost: true });
    expect(
      await codeOf(
        createSupportTicket(createClient({ baseUrl: TEST_ORIGIN, getToken: () => ghost }), {
          subject: 'Help',
          description: 'x',
          priority: 'low',
        }),
      ),
    ).toEqual([403, 'FORBIDDEN']);
  });
});
