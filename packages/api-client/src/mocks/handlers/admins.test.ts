import { describe, expect, it } from 'vitest';
import { listAdmins } from '../../admins/list-admins';
import { removeAdmin } from '../../admins/remove-admin';
import { updateAdminRole } from '../../admins/update-admin-role';
import { createInvitation } from '../../invitations/create-invitation';
import { listInvitations } from '../../invitations/list-invitations';
import { revokeInvitation } from '../../invitations/revoke-invitation';
import { updateInvitationRole } from '../../invitations/update-invitation-role';
import { DEMO_ADMIN_IDS } from '../store/demo-account';
import { TEST_ORIGIN, setupMockApi } from '../test-support';

const api = setupMockApi();

describe('admins and invitations', () => {
  it('an invitation appears in the list, with an audit entry by the signed-in owner', async () => {
    const invitation = await createInvitation(api.client, { email: 'new.person@example.com' });
    expect(invitation).toMatchObject({
      email: 'new.person@example.com',
      role: 'admin',
      expiresAt: '2026-11-28T10:00:00.000Z',
    });
    expect(await listInvitations(api.client)).toContainEqual(invitation);
    expect(api.store.auditLog[0]).toMatchObject({
      event: 'admin.invited',
      admin: { firstName: 'Olivia', lastName: 'Bennett' },
      timestamp: '2026-11-21T10:00:00.000Z',
    });
  });

  it('changes the role of an admin and of an invitation', async () => {
    await updateAdminRole(api.client, { id: DEMO_ADMIN_IDS.admin, role: 'supervisor' });
    const admins = await listAdmins(api.client);
    expect(admins.find((admin) => admin.id === DEMO_ADMIN_IDS.admin)?.role).toBe('supervisor');
    const [first] = await listInvitations(api.client);
    await updateInvitationRole(api.client, { id: first?.id ?? '', role: 'supervisor' });
    expect((await listInvitations(api.client))[0]?.role).toBe('supervisor');
  });

  it('revoking removes the invitation', async () => {
    const [first] = await listInvitations(api.client);
    await revokeInvitation(api.client, { email: first?.email ?? '' });
    expect((await listInvitations(api.client)).map((invitation) => invitation.email)).not.toContain(
      first?.email,
    );
    await expect(revokeInvitation(api.client, { email: first?.email ?? '' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('removing archives the admin: gone from the list, kept in the store', async () => {
    await removeAdmin(api.client, { id: DEMO_ADMIN_IDS.supervisor });
    expect((await listAdmins(api.client)).map((admin) => admin.role)).toEqual(['owner', 'admin']);
    expect(api.store.admins.find((admin) => admin.id === DEMO_ADMIN_IDS.supervisor)?.archivedAt).toBe(
      '2026-11-21T10:00:00.000Z',
    );
  });

  it('refuses to change or remove the owner, and to invite an active admin', async () => {
    await expect(
      updateAdminRole(api.client, { id: DEMO_ADMIN_IDS.owner, role: 'admin' }),
    ).rejects.toMatchObject({
      status: 403,
    });
    await expect(removeAdmin(api.client, { id: DEMO_ADMIN_IDS.owner })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      createInvitation(api.client, { email: 'marcus.reed@northwind-contact.com' }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'ADMIN_EXISTS',
    });
  });

  it('refuses a bad body with 400 VALIDATION_FAILED and changes nothing', async () => {
    const before = structuredClone(api.store);
    const post = await fetch(`${TEST_ORIGIN}/api/invitations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(post.status).toBe(400);
    expect(await post.json()).toEqual({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message: 'email: Please provide a valid email address',
    });
    const owner = await fetch(`${TEST_ORIGIN}/api/admins/${DEMO_ADMIN_IDS.admin}/role`, {
      method: 'PUT',
      body: JSON.stringify({ role: 'owner' }),
    });
    expect(owner.status).toBe(400);
    const notJson = await fetch(`${TEST_ORIGIN}/api/invitations`, { method: 'DELETE', body: '{' });
    expect(await notJson.json()).toMatchObject({ statusCode: 400, message: 'body is not JSON' });
    expect(api.store).toEqual(before);
  });
});
