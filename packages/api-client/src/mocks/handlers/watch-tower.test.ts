import { beforeEach, describe, expect, it } from 'vitest';
import { getBootstrap } from '../../session/get-bootstrap';
import { getAccount } from '../../watch-tower/get-account';
import { getAccountStatistics } from '../../watch-tower/get-account-statistics';
import { getSummaryStatistics } from '../../watch-tower/get-summary-statistics';
import { listAccounts } from '../../watch-tower/list-accounts';
import { updateAppStatus } from '../../watch-tower/update-app-status';
import { DEMO_ACCOUNT_ID } from '../store/demo-account';
import { signInAs } from '../store/session';
import { setupMockApi } from '../test-support';

const api = setupMockApi();
// Watch Tower is for operators (the permission table the mocks enforce).
beforeEach(() => {
  signInAs(api.store, { isRoot: true });
});

describe('Watch Tower', () => {
  it('lists 2,000 accounts, the demo account first with its active apps', async () => {
    const accounts = await listAccounts(api.client);
    expect(accounts).toHaveLength(2000);
    expect(accounts[0]).toMatchObject({ id: DEMO_ACCOUNT_ID, name: 'Northwind Contact' });
    expect(accounts[0]?.apps.map((app) => app.id)).toEqual([
      'passkeys',
      'one-time-passcode',
      'document-signature',
      'identity-verification',
    ]);
  });

  it('converts an app to enterprise: the status answered and kept; the demo billing follows', async () => {
    const other = api.store.watchTowerAccounts[10]?.id ?? '';
    expect(
      await updateAppStatus(api.client, { accountId: other, app: 'e-form', status: 'enterprise' }),
    ).toEqual({
      status: 'enterprise',
    });
    expect((await getAccount(api.client, { id: other })).apps['e-form']).toEqual({
      id: 'e-form',
      status: 'enterprise',
    });
    await updateAppStatus(api.client, { accountId: DEMO_ACCOUNT_ID, app: 'e-form', status: 'enterprise' });
    expect((await getBootstrap(api.client)).billing['e-form']).toEqual({ status: 'enterprise' });
    await expect(getAccount(api.client, { id: 'acc_missing' })).rejects.toMatchObject({ status: 404 });
  });

  it('answers two years of daily statistics, summary and per account', async () => {
    const summary = await getSummaryStatistics(api.client);
    expect(summary.global).toHaveLength(730);
    expect(summary.paidAccounts.at(-1)?.count).toBeGreaterThan(0);
    const account = api.store.watchTowerAccounts[1];
    const statistics = await getAccountStatistics(api.client, { accountId: account?.id ?? '' });
    expect(Object.keys(statistics.apps).sort()).toEqual(Object.keys(account?.apps ?? {}).sort());
    expect(statistics.global[0]?.date).toBe('2024-11-22');
    await expect(getAccountStatistics(api.client, { accountId: 'acc_missing' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
