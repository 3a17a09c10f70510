import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationSchema, isInvitationExpired, listInvitationsResponseSchema } from '@console/api-client';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { latestAudit } from '../test/audit';
import { INVITATION_TTL_MS } from '@console/api-client/rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const list = async () =>
  listInvitationsResponseSchema.parse(
    (await t.request('GET', '/api/invitations', { token: t.tokens.admin })).json,
  );

describe('invitations', () => {
  it('lists pending and expired invitations', async () => {
    const invitations = await list();
    expect(invitations.map((invitation) => invitation.email).sort()).toEqual([
      'jo.walsh@northwind-contact.com',
      'lena.fischer@northwind-contact.com',
      'sam.okafor@northwind-contact.com',
    ]);
    const expired = invitations.filter((invitation) => isInvitationExpired(invitation, t.clock.now()));
    expect(expired.map((invitation) => invitation.email)).toEqual(['jo.walsh@northwind-contact.com']);
  });

  it('invites an e-mail as admin for 7 days and audits it', async () => {
    const res = await t.request('POST', '/api/invitations', {
      token: t.tokens.owner,
      body: { email: 'New.Person@Example.com' },
    });
    expect(res.status).toBe(201);
    const invitation = invitationSchema.parse(res.json);
    expect(invitation).toMatchObject({ email: 'new.person@example.com', role: 'admin' });
    expect(new Date(invitation.expiresAt).getTime()).toBe(t.clock.now().getTime() + INVITATION_TTL_MS);
    expect(await latestAudit(t.db)).toMatchObject({
      event: 'admin.invited',
      description: 'Invited new.person@example.com',
    });
    expect((await list()).filter((item) => item.email === 'new.person@example.com')).toHaveLength(1);
  });

  it('renews an expired invitation when the e-mail is invited again', async () => {
    const res = await t.request('POST', '/api/invitations', {
      token: t.tokens.owner,
      body: { email: 'jo.walsh@northwind-contact.com' },
    });
    expect(res.status).toBe(201);
    const renewed = (await list()).filter((item) => item.email === 'jo.walsh@northwind-contact.com');
    expect(renewed).toHaveLength(1);
    expect(isInvitationExpired(renewed[0] ?? { expiresAt: '' }, t.clock.now())).toBe(false);
  });

  it('refuses to invite an active admin (409) and a bad e-mail (400, nothing stored)', async () => {
    const taken = await t.request('POST', '/api/invitations', {
      token: t.tokens.owner,
      body: { email: 'marcus.reed@northwind-contact.com' },
    });
    expect(taken).toMatchObject({
      status: 409,
      json: {
        statusCode: 409,
        error: 'ADMIN_EXISTS',
        message: 'This e-mail address is already an administrator.',
      },
    });
    const before = await list();
    const bad = await t.request('POST', '/api/invitations', {
      token: t.tokens.owner,
      body: { email: 'not-an-email' },
    });
    expect(bad).toMatchObject({ status: 400, json: { error: 'VALIDATION_FAILED' } });
    expect(await list()).toEqual(before);
  });

  it('changes an invitation role', async () => {
    const res = await t.request('PUT', '/api/invitations/inv_demo0001/role', {
      token: t.tokens.admin,
      body: { role: 'supervisor' },
    });
    expect(res.status).toBe(200);
    expect(invitationSchema.parse(res.json).role).toBe('supervisor');
    expect((await latestAudit(t.db)).event).toBe('invitation.role-updated');
    const missing = await t.request('PUT', '/api/invitations/inv_nope/role', {
      token: t.tokens.admin,
      body: { role: 'admin' },
    });
    expect(missing.status).toBe(404);
  });

  it('revokes by e-mail; a second revoke is 404', async () => {
    const body = { email: 'sam.okafor@northwind-contact.com' };
    expect((await t.request('DELETE', '/api/invitations', { token: t.tokens.admin, body })).status).toBe(200);
    expect((await list()).some((item) => item.email === body.email)).toBe(false);
    expect(await latestAudit(t.db)).toMatchObject({
      event: 'invitation.revoked',
      description: 'Revoked the invitation of sam.okafor@northwind-contact.com',
    });
    expect((await t.request('DELETE', '/api/invitations', { token: t.tokens.admin, body })).status).toBe(404);
  });
});
