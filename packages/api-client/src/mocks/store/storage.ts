import type { AppId } from '../../apps';
import type { ParsedStorageBody, StorageSettings } from '../../storage/schemas';
import { DEFAULT_STORAGE_SETTINGS, storageSettingsOf } from '../../storage/schemas';
import { appsState } from './apps';
import type { MockAccountState } from './types';

/** An app's saved storage body, secrets included (the handlers decide what goes back); absent: keep only. */
export function savedStorageOf(scope: MockAccountState, app: AppId): ParsedStorageBody | undefined {
  return appsState(scope).storage?.[app];
}

/** What GET answers for the app: the saved body without its secrets, or the default. */
export function storageSettingsIn(scope: MockAccountState, app: AppId): StorageSettings {
  const saved = savedStorageOf(scope, app);
  return saved ? storageSettingsOf(saved) : DEFAULT_STORAGE_SETTINGS;
}

export function keepStorage(scope: MockAccountState, app: AppId, body: ParsedStorageBody | undefined): void {
  const state = appsState(scope);
  state.storage = { ...state.storage, [app]: body };
  if (body === undefined) Reflect.deleteProperty(state.storage, app);
}
