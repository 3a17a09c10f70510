import type { AppId } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { TestApp } from './test-app';

/** Settings › General's shared fields, as the tests save them. */
const SHARED_GENERAL = {
  displayName: 'Northwind',
  linkExpiryMinutes: 15,
  language: 'en',
  redirectUrl: '',
  completionMessage: '',
};

/** PUT /{app}/settings/general as the demo owner: the shared fields with `fields` over them (the app's own kept). */
export const putGeneralSettings = (t: TestApp, app: AppId, fields: Record<string, unknown>) =>
  t.request('PUT', `/api/${app}/settings/general`, {
    token: t.tokens.owner,
    body: { ...SHARED_GENERAL, ...fields },
  });

/** The credits the demo account's app has used this period (one per SMS that went out). */
export async function creditsUsed(t: TestApp, app: AppId): Promise<number> {
  const { credits } = await t.db
    .selectFrom('billing')
    .select('credits')
    .where('account_id', '=', DEMO_ACCOUNT_ID)
    .where('app', '=', app)
    .executeTakeFirstOrThrow();
  return credits;
}
