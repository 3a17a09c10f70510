import type { AppSessionWithEvents } from '../../app-sessions/schemas';
import type { AppId } from '../../apps';
import { seedAppSessions, seedWebhooks, SMALL_SEED_SESSIONS_PER_DAY } from '../../seed/app-sessions';
import { DEMO_ACCOUNT_ID } from '../../seed/demo-account';
import type { MockAccountState, MockAppsState, MockStore } from './types';

/** Sessions a weekday per app in the mocks: the server's test seed makes the same rows. */
export const MOCK_SESSIONS_PER_DAY = SMALL_SEED_SESSIONS_PER_DAY;

export function appsState(scope: MockAccountState): MockAppsState {
  scope.apps ??= { sessions: {}, general: {}, smsTemplates: {}, webhooks: {}, previousSecret: null };
  return scope.apps;
}

/** An app's sessions, newest first: the seed's for an app the account has used, none for one never used. */
export function appSessionsOf(store: MockStore, scope: MockAccountState, app: AppId): AppSessionWithEvents[] {
  const state = appsState(scope);
  state.sessions[app] ??=
    scope.billing[app].status === 'inactive'
      ? []
      : seedAppSessions({
          seed: store.seed,
          accountId: scope.account.id,
          app,
          now: store.now,
          perDay: MOCK_SESSIONS_PER_DAY,
        });
  return state.sessions[app];
}

/** An app's webhook endpoints and deliveries: the demo account's seeded ones, none for any other account. */
export function appWebhooksOf(store: MockStore, scope: MockAccountState, app: AppId) {
  const state = appsState(scope);
  state.webhooks[app] ??=
    scope.account.id === DEMO_ACCOUNT_ID && scope.billing[app].status !== 'inactive'
      ? seedWebhooks({
          seed: store.seed,
          accountId: scope.account.id,
          app,
          now: store.now,
          sessions: appSessionsOf(store, scope, app),
        })
      : { endpoints: [], deliveries: [] };
  return state.webhooks[app];
}
