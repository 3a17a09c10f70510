import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAdminsResponseSchema, updateAdminRoleResponseSchema } from '@console/api-client';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from '../seed/demo-account';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { latestAudit } from '../test/audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

describe('GET /api/admins', () => {
  it('lists the active admins, owner first, without archived ones', async () => {
    const res = await t.request('GET', '/api/admins', { token: t.tokens.admin });
    expect(res.status).toBe(200);
    const admins = listAdminsResponseSchema.parse(res.json);
    expect(admins.map((admin) => admin.id)).toEqual([
      DEMO_ADMIN_IDS.owner,
      DEMO_ADMIN_IDS.admin,
      DEMO_ADMIN_IDS.supervisor,
    ]);
    expect(admins[0]).toMatchObject({ role: 'owner', account: { id: DEMO_ACCOUNT_ID, hasOnboarded: true } });
  });
});

describe('PUT /api/admins/{id}/role', () => {
  it('changes the role and writes an audit entry naming the admin', async () => {
    const res = await t.request('PUT', `/api/admins/${DEMO_ADMIN_IDS.supervisor}/role`, {
      token: t.tokens.owner,
      body: { role: 'admin' },
    });
    expect(res.status).toBe(200);
    expect(updateAdminRoleResponseSchema.parse(res.json)).toMatchObject({ role: 'admin' });
    expect(await latestAudit(t.db)).toMatchObject({
      event: 'admin.role-updated',
      description: 'Changed the role of priya.shah@northwind-contact.com to Administrator',
      admin_first_name: 'Olivia',
    });
    await t.request('PUT', `/api/admins/${DEMO_ADMIN_IDS.supervisor}/role`, {
      token: t.tokens.owner,
      body: { role: 'supervisor' },
    });
  });

  it('applies a new role at once: the demoted admin loses the settings calls', async () => {
    const token = await t.sign({
      acc: DEMO_ACCOUNT_ID,
      sub: DEMO_ADMIN_IDS.supervisor,
      role: 'admin',
      ghost: false,
    });
    expect((await t.request('GET', '/api/admins', { token })).status).toBe(403);
  });

  it('refuses owner as a role (400) and changing the owner or oneself (403)', async () => {
    const owner = await t.request('PUT', `/api/admins/${DEMO_ADMIN_IDS.admin}/role`, {
      token: t.tokens.owner,
      body: { role: 'owner' },
    });
    expect(owner).toMatchObject({ status: 400, json: { statusCode: 400, error: 'VALIDATION_FAILED' } });
    expect((owner.json as { message: string }).message).toMatch(/^role: /);
    const ofOwner = await t.request('PUT', `/api/admins/${DEMO_ADMIN_IDS.owner}/role`, {
      token: t.tokens.admin,
      body: { role: 'supervisor' },
    });
    expect(ofOwner).toMatchObject({ status: 403, json: { error: 'FORBIDDEN' } });
    const self = await t.request('PUT', `/api/admins/${DEMO_ADMIN_IDS.admin}/role`, {
      token: t.tokens.admin,
      body: { role: 'supervisor' },
    });
    expect(self.status).toBe(403);
  });

  it('answers 404 for an admin of another account or an archived one', async () => {
    for (const id of ['adm_operator01', DEMO_ADMIN_IDS.archived, 'adm_nope']) {
      const res = await t.request('PUT', `/api/admins/${id}/role`, {
        token: t.tokens.owner,
        body: { role: 'admin' },
      });
      expect(res).toMatchObject({ status: 404, json: { error: 'NOT_FOUND' } });
    }
  });
});

describe('DELETE /api/admins/{id}', () => {
  it('archives the admin: gone from the list, their sessions end, audit written', async () => {
    const id = 'adm_demo0099';
    await t.db
      .insertInto('admins')
      .values({
        id,
        account_id: DEMO_ACCOUNT_ID,
        first_name: 'Kai',
        last_name: 'Lund',
        email: 'kai.lund@northwind-contact.com',
        role: 'admin',
        photo: null,
        time_zone: null,
        created_at: t.clock.now(),
      })
      .execute();
    const theirs = await t.sign({ acc: DEMO_ACCOUNT_ID, sub: id, role: 'admin', ghost: false });
    expect((await t.request('DELETE', `/api/admins/${id}`, { token: t.tokens.admin })).status).toBe(200);
    const row = await t.db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.archived_at?.toISOString()).toBe(t.clock.now().toISOString());
    const list = listAdminsResponseSchema.parse(
      (await t.request('GET', '/api/admins', { token: t.tokens.admin })).json,
    );
    expect(list.some((admin) => admin.id === id)).toBe(false);
    expect((await t.request('GET', '/api/admins/bootstrap', { token: theirs })).status).toBe(401);
    expect(await latestAudit(t.db)).toMatchObject({
      event: 'admin.archived',
      description: 'Removed Kai Lund (kai.lund@northwind-contact.com) from the account',
    });
  });

  it('cannot remove the owner', async () => {
    const res = await t.request('DELETE', `/api/admins/${DEMO_ADMIN_IDS.owner}`, { token: t.tokens.admin });
    expect(res.status).toBe(403);
  });
});
