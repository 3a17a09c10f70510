import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { getBootstrap } from '../../session/get-bootstrap';
import { endGhostMode } from '../../session/end-ghost-mode';
import { signOut } from '../../session/sign-out';
import { listAdmins } from '../../admins/list-admins';
import { startGhostMode } from '../../watch-tower/start-ghost-mode';
import { sessionToken } from '../http/caller';
import { DEMO_ACCOUNT_ID, DEMO_ADMIN_IDS } from '../../seed/demo-account';
import { signInAs } from '../store/session';
import { setupMockApi } from '../test-support';

const api = setupMockApi();

describe('session', () => {
  it('bootstraps the owner by default, with billing per app and branding', async () => {
    const bootstrap = await getBootstrap(api.client);
    expect(bootstrap).toMatchObject({ id: DEMO_ADMIN_IDS.owner, role: 'owner', isRoot: false });
    expect(bootstrap.account).toEqual({ id: DEMO_ACCOUNT_ID, hasOnboarded: true });
    expect(bootstrap.billing['one-time-passcode']).toEqual({ status: 'free-trial' });
    expect(bootstrap.branding.domainIsVerified).toBe(false);
  });

  it('follows the store session: role and isRoot are switchable', async () => {
    signInAs(api.store, { role: 'supervisor', isRoot: true });
    expect(await getBootstrap(api.client)).toMatchObject({
      id: DEMO_ADMIN_IDS.supervisor,
      role: 'supervisor',
      isRoot: true,
    });
  });

  it('acts as the bearer of a token, and answers JWT_EXPIRED for an expired one', async () => {
    const adminToken = sessionToken(api.store, { sub: DEMO_ADMIN_IDS.admin, role: 'admin' });
    expect(await getBootstrap(api.clientWithToken(adminToken))).toMatchObject({ id: DEMO_ADMIN_IDS.admin });
    const expired = sessionToken(api.store, { exp: Math.floor(api.store.now.getTime() / 1000) - 1 });
    await expect(getBootstrap(api.clientWithToken(expired))).rejects.toMatchObject({
      status: 401,
      code: 'JWT_EXPIRED',
    });
    await expect(getBootstrap(api.clientWithToken('garbage'))).rejects.toMatchObject({ status: 401 });
  });

  it('ghosts an account with a token jose can decode, then unghosts back to the operator account', async () => {
    signInAs(api.store, { isRoot: true });
    const target = api.store.watchTowerAccounts[3];
    const { token } = await startGhostMode(api.client, { accountId: target?.id ?? '' });
    expect(decodeJwt(token)).toMatchObject({ acc: target?.id, sub: DEMO_ADMIN_IDS.owner, ghost: true });
    const ghosted = await getBootstrap(api.clientWithToken(token));
    expect(ghosted.account.id).toBe(target?.id);
    expect(ghosted.branding.name).toBe(target?.name);
    const back = await endGhostMode(api.clientWithToken(token));
    expect(decodeJwt(back.token)).toMatchObject({ acc: DEMO_ACCOUNT_ID, ghost: false, role: 'owner' });
    await expect(startGhostMode(api.client, { accountId: 'acc_missing' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("unghosts to the operator's own session end, as the server does", async () => {
    signInAs(api.store, { isRoot: true });
    const operator = sessionToken(api.store);
    const { exp } = decodeJwt(operator);
    const target = api.store.watchTowerAccounts[3];
    const { token } = await startGhostMode(api.clientWithToken(operator), { accountId: target?.id ?? '' });
    expect(decodeJwt(token)).toMatchObject({ ghost: true, opExp: exp });
    expect(decodeJwt(token).exp).toBeLessThanOrEqual(exp ?? 0);
    const back = await endGhostMode(api.clientWithToken(token));
    expect(decodeJwt(back.token)).toMatchObject({ ghost: false, exp });
  });

  it('signs out with an empty 200, and an archived admin token is refused', async () => {
    await expect(signOut(api.client)).resolves.toBeUndefined();
    const token = sessionToken(api.store, { sub: DEMO_ADMIN_IDS.archived });
    await expect(listAdmins(api.clientWithToken(token))).rejects.toMatchObject({ status: 401 });
  });
});
