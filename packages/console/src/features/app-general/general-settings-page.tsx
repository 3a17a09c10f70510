import {
  getGeneralSettingsQueryOptions,
  saveGeneralSettingsMutationOptions,
  type AppId,
} from '@console/api-client';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { GeneralSettingsForm } from './general-settings-form';

/** An app's Settings › General (apps.md §2.5), loaded by its route. */
export function GeneralSettingsPage({ app }: { app: AppId }) {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: settings } = useSuspenseQuery(getGeneralSettingsQueryOptions(api, accountId, app));
  const save = useMutation(saveGeneralSettingsMutationOptions(api, accountId, app));
  return (
    <div>
      <AppPageHeader title="General">
        How your customers meet this app: the name, the link and its pages.
      </AppPageHeader>
      <GeneralSettingsForm settings={settings} onSave={(values) => save.mutateAsync(values)} />
    </div>
  );
}
