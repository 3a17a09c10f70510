import type { HttpHandler } from 'msw';
import type { AppId } from '../../apps';
import { auditEvents } from '../../rules/audit-events';
import { invalidField } from '../../rules/errors';
import type { ParsedStorageBody, StorageTestResult } from '../../storage/schemas';
import {
  storageApp,
  storageDestinationText,
  storageSecretError,
  storageSettingsOf,
  storageTestFailed,
  withSavedStorageSecret,
} from '../../storage/schemas';
import { callerApp } from '../http/app-param';
import { mockRoute } from '../http/mock-route';
import { appendAudit } from '../store/audit-log';
import { keepStorage, savedStorageOf, storageSettingsIn } from '../store/storage';
import type { MockAccountState, MockStore } from '../store/types';

/** The host a remote destination is reached at: the SFTP host, a custom endpoint's host; none for AWS itself. */
function destinationHost(body: ParsedStorageBody): string | null {
  if (body.mode === 'sftp') return body.sftp.host;
  if (body.mode === 's3' && body.s3.endpoint !== '') return new URL(body.s3.endpoint).hostname;
  return null;
}

/**
 * The mocks reach no destination. A test passes, unless the destination's host ends in `.invalid` (RFC 2606's
 * name that never resolves): that one fails with the words the server's resolver gives a name it cannot resolve,
 * so a story shows "Test failed" and the save's 422 as the server answers them.
 */
function testOutcome(body: ParsedStorageBody): StorageTestResult {
  const host = destinationHost(body);
  if (host?.toLowerCase().endsWith('.invalid'))
    return { wasSuccessful: false, message: `Could not resolve ${host}` };
  return { wasSuccessful: true };
}

/** The body checked as the server checks it: the app has storage settings, a left-out secret is a saved one. */
function checked(scope: MockAccountState, app: AppId, body: ParsedStorageBody) {
  storageApp(app);
  const missing = storageSecretError(body, storageSettingsIn(scope, app));
  if (missing) throw invalidField(missing.field, missing.message);
}

/**
 * Settings › Storage (apps.md §3.3, §3.7), refusing what the server refuses (routes/storage.ts): other apps 404,
 * secrets write-only, a save tested first (422 STORAGE_TEST_FAILED), saves and disconnects audited.
 */
export function storageHandlers(store: MockStore): HttpHandler[] {
  return [
    mockRoute(store, 'getStorage', ({ params, caller, scope }) =>
      storageSettingsIn(scope, storageApp(callerApp(params.app, caller))),
    ),
    mockRoute(store, 'testStorage', ({ params, body, caller, scope }) => {
      const app = callerApp(params.app, caller);
      checked(scope, app, body);
      return testOutcome(body);
    }),
    mockRoute(store, 'saveStorage', ({ params, body, caller, scope }) => {
      const app = callerApp(params.app, caller);
      checked(scope, app, body);
      const outcome = testOutcome(body);
      if (!outcome.wasSuccessful) throw storageTestFailed(outcome.message ?? '');
      const saved = withSavedStorageSecret(body, savedStorageOf(scope, app));
      keepStorage(scope, app, saved);
      const settings = storageSettingsOf(saved);
      appendAudit(
        store,
        scope,
        caller,
        auditEvents.storageSaved(app, storageDestinationText(settings), settings.retentionDays),
      );
      return settings;
    }),
    /** Disconnecting keeps the retention; with no remote destination it changes nothing and writes no entry. */
    mockRoute(store, 'removeStorage', ({ params, caller, scope }) => {
      const app = storageApp(callerApp(params.app, caller));
      const before = storageSettingsIn(scope, app);
      const destination = storageDestinationText(before);
      if (destination === null) return before;
      keepStorage(scope, app, { mode: 'keep', retentionDays: before.retentionDays });
      appendAudit(store, scope, caller, auditEvents.storageDisconnected(app, destination));
      return storageSettingsIn(scope, app);
    }),
  ];
}
