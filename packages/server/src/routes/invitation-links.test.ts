import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationSchema, listAdminsResponseSchema, tokenResponseSchema } from '@console/api-client';
import type { Mailer } from '../mail/mailer';
import { createMailer } from '../mail/mailer';
import type { SmtpCatcher } from '../mail/smtp-catcher';
import { smtpConfigFor, startSmtpCatcher } from '../mail/smtp-catcher';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { latestAudit } from '../test/audit';
import { INVITATION_TTL_MS } from '@console/api-client/rules';

let t: TestApp;
let mail: SmtpCatcher;
beforeAll(async () => {
  mail = await startSmtpCatcher();
  t = await createTestApp({
    publicUrl: 'https://console.test',
    smtp: { ...smtpConfigFor(mail, 'Console <no-reply@console.test>'), timeoutMs: 5000 },
  });
}, 180_000);
afterAll(async () => {
  await t.close();
  await mail.close();
});

const invite = async (email: string) => {
  const res = await t.request('POST', '/api/invitations', { token: t.tokens.owner, body: { email } });
  expect(res.status).toBe(201);
  return invitationSchema.parse(res.json);
};

/** The token of the newest link mailed to `email`. */
function linkTokenFor(email: string): string {
  const text = mail.to(email).at(-1)?.text ?? '';
  const link = /https:\/\/console\.test\/invitations\/accept\?token=(\S+)/.exec(text);
  if (!link?.[1]) throw new Error(`no invitation link mailed to ${email}:\n${text}`);
  return decodeURIComponent(link[1]);
}

const accept = (token: string) => t.request('POST', '/api/invitations/accept', { body: { token } });

describe('invitation e-mail', { timeout: 30_000 }, () => {
  it('mails the invited address a one-time link and answers that the e-mail was sent', async () => {
    const invitation = await invite('first.link@example.com');
    expect(invitation.emailStatus).toBe('sent');
    const [message] = mail.to('first.link@example.com');
    expect(message?.subject).toBe('You are invited to administer Northwind Contact');
    expect(message?.text).toContain('invited you to the Northwind Contact console as Administrator');
    expect(linkTokenFor('first.link@example.com')).toMatch(/^[\w-]{43}$/);
  });

  it('stores only a hash of the token', async () => {
    await invite('hashed@example.com');
    const token = linkTokenFor('hashed@example.com');
    const row = await t.db
      .selectFrom('invitations')
      .select(['token_hash'])
      .where('email', '=', 'hashed@example.com')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
  });
});

describe('POST /api/invitations/accept', { timeout: 30_000 }, () => {
  it('makes the invited address an admin of the inviting account with the invited role, once', async () => {
    const invitation = await invite('accepts.once@example.com');
    await t.request('PUT', `/api/invitations/${invitation.id}/role`, {
      token: t.tokens.owner,
      body: { role: 'supervisor' },
    });
    const res = await accept(linkTokenFor('accepts.once@example.com'));
    expect(res.status).toBe(201);
    const claims = await t.deps.tokens.verify(tokenResponseSchema.parse(res.json).token);
    expect(claims).toMatchObject({ acc: DEMO_ACCOUNT_ID, role: 'supervisor', ghost: false });
    const admins = listAdminsResponseSchema.parse(
      (await t.request('GET', '/api/admins', { token: t.tokens.owner })).json,
    );
    expect(admins.find((admin) => admin.email === 'accepts.once@example.com')).toMatchObject({
      id: claims.sub,
      role: 'supervisor',
    });
    expect(await latestAudit(t.db)).toMatchObject({ event: 'invitation.accepted' });

    const again = await accept(linkTokenFor('accepts.once@example.com'));
    expect(again).toMatchObject({ status: 409, json: { statusCode: 409, error: 'INVITATION_USED' } });
  });

  it('refuses an expired link (410) and creates no admin', async () => {
    await invite('too.late@example.com');
    const token = linkTokenFor('too.late@example.com');
    t.clock.advance(INVITATION_TTL_MS + 1000);
    try {
      const res = await accept(token);
      expect(res).toMatchObject({ status: 410, json: { statusCode: 410, error: 'INVITATION_EXPIRED' } });
    } finally {
      t.clock.advance(-(INVITATION_TTL_MS + 1000));
    }
    const admin = await t.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', 'too.late@example.com')
      .executeTakeFirst();
    expect(admin).toBeUndefined();
  });

  it('refuses a revoked link and the link an invitation sent again replaced (404)', async () => {
    await invite('replaced@example.com');
    const old = linkTokenFor('replaced@example.com');
    await invite('replaced@example.com');
    const renewed = linkTokenFor('replaced@example.com');
    expect(renewed).not.toBe(old);
    expect(await accept(old)).toMatchObject({ status: 404, json: { error: 'INVITATION_INVALID' } });

    await invite('revoked@example.com');
    const revoked = linkTokenFor('revoked@example.com');
    await t.request('DELETE', '/api/invitations', {
      token: t.tokens.owner,
      body: { email: 'revoked@example.com' },
    });
    expect(await accept(revoked)).toMatchObject({ status: 404, json: { error: 'INVITATION_INVALID' } });

    expect((await accept(renewed)).status).toBe(201);
  });

  it('refuses a token nobody was sent (404) and a malformed body (400)', async () => {
    expect(await accept('x'.repeat(43))).toMatchObject({
      status: 404,
      json: { error: 'INVITATION_INVALID' },
    });
    const bad = await t.request('POST', '/api/invitations/accept', { body: { token: 1 } });
    expect(bad).toMatchObject({ status: 400, json: { error: 'VALIDATION_FAILED' } });
  });
});

describe('when the e-mail cannot be sent', { timeout: 30_000 }, () => {
  /** Sends through `mailer` for one test (the app's deps are shared by its routes). */
  async function withMailer<T>(mailer: Mailer, run: () => Promise<T>): Promise<T> {
    const saved = t.deps.mailer;
    t.deps.mailer = mailer;
    try {
      return await run();
    } finally {
      t.deps.mailer = saved;
    }
  }

  it('answers and lists the invitation as not delivered when the mail server refuses', async () => {
    const down = await startSmtpCatcher();
    await down.close();
    const smtp = t.config.smtp ?? expect.fail('smtp is configured');
    await withMailer(createMailer({ ...smtp, url: down.url, port: down.port, timeoutMs: 2000 }), async () => {
      expect((await invite('unlucky@example.com')).emailStatus).toBe('failed');
      const list = await t.request('GET', '/api/invitations', { token: t.tokens.owner });
      expect(list.json).toContainEqual(
        expect.objectContaining({ email: 'unlucky@example.com', emailStatus: 'failed' }),
      );
    });
    // Inviting again sends a new link once the mail server is back.
    expect((await invite('unlucky@example.com')).emailStatus).toBe('sent');
    expect(mail.to('unlucky@example.com')).toHaveLength(1);
  });

  it('answers not delivered when no mail server is configured', async () => {
    await withMailer(createMailer(undefined), async () => {
      expect((await invite('nobody.sends@example.com')).emailStatus).toBe('failed');
    });
  });
});
