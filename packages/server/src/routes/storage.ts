import type { ParsedStorageBody } from '@console/api-client';
import {
  storageApp,
  storageDestinationText,
  storageSecretError,
  storageSettingsOf,
  storageTestFailed,
  withSavedStorageSecret,
} from '@console/api-client';
import { auditEvents, invalidField } from '@console/api-client/rules';
import { recordAudit } from '../audit/record-audit';
import type { AppDeps } from '../deps';
import { route } from '../http/route';
import { testStorageDestination } from '../storage/destination';
import { loadStorage, saveStorageRow } from '../storage/stored-storage';
import type { Session } from '../auth/session';
import { appParam } from './app-param';

/**
 * The body to test or save: the app has Settings › Storage (else 404), a left-out secret stands for the saved one
 * (400 on the secret's field when nothing saved can), completed with it here, where it is opened for the call.
 */
async function resolvedBody(
  deps: AppDeps,
  session: Session,
  appValue: string | undefined,
  body: ParsedStorageBody,
) {
  const app = storageApp(appParam(appValue, session, deps.config));
  const saved = await loadStorage(deps.db, session.accountId, app, deps.secrets);
  const missing = storageSecretError(body, saved.settings);
  if (missing) throw invalidField(missing.field, missing.message);
  return { app, body: withSavedStorageSecret(body, saved.body) };
}

/** Settings › Storage of document signature and identity verification (apps.md §3.3, §3.7). */
export const storageRoutes = [
  route('getStorage', async ({ session, params, deps: { db, config } }) => {
    const app = storageApp(appParam(params.app, session, config));
    return (await loadStorage(db, session.accountId, app)).settings;
  }),

  route('testStorage', async ({ session, params, body, deps }) => {
    const resolved = await resolvedBody(deps, session, params.app, body);
    return testStorageDestination(deps, resolved.app, resolved.body);
  }),

  /** A remote destination is tested first; a failed test is 422 STORAGE_TEST_FAILED and saves nothing. */
  route('saveStorage', async ({ session, params, body, deps }) => {
    const { app, body: complete } = await resolvedBody(deps, session, params.app, body);
    const outcome = await testStorageDestination(deps, app, complete);
    if (!outcome.wasSuccessful) throw storageTestFailed(outcome.message ?? '');
    const settings = storageSettingsOf(complete);
    await deps.db.transaction().execute(async (tx) => {
      await saveStorageRow(tx, deps.secrets, session.accountId, app, complete, deps.clock.now());
      await recordAudit(
        tx,
        deps.clock.now(),
        session.accountId,
        session,
        auditEvents.storageSaved(app, storageDestinationText(settings), settings.retentionDays),
      );
    });
    return settings;
  }),

  /** Back to keep-only with the same retention; with no remote destination it changes nothing and writes no entry. */
  route('removeStorage', async ({ session, params, deps: { db, clock, config, secrets } }) => {
    const app = storageApp(appParam(params.app, session, config));
    return db.transaction().execute(async (tx) => {
      const { settings } = await loadStorage(tx, session.accountId, app);
      const destination = storageDestinationText(settings);
      if (destination === null) return settings;
      const kept = { mode: 'keep' as const, retentionDays: settings.retentionDays };
      await saveStorageRow(tx, secrets, session.accountId, app, kept, clock.now());
      await recordAudit(
        tx,
        clock.now(),
        session.accountId,
        session,
        auditEvents.storageDisconnected(app, destination),
      );
      return storageSettingsOf(kept);
    });
  }),
];
