import {
  getGeneralSettingsQueryOptions,
  getSmsContentQueryOptions,
  getSmsQueryOptions,
  resetSmsContentMutationOptions,
  saveSmsContentMutationOptions,
  type AppId,
} from '@console/api-client';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { SmsContentForm } from './sms-content-form';

/**
 * An app's Settings › SMS Content (apps.md §2.6), loaded by its route with the account's SMS configuration (the
 * sender line) and the app's display name.
 */
export function SmsContentPage({ app }: { app: AppId }) {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: content } = useSuspenseQuery(getSmsContentQueryOptions(api, accountId, app));
  const { data: sms } = useSuspenseQuery(getSmsQueryOptions(api, accountId));
  // {companyName} is the app's display name (Settings › General), as the server renders it.
  const { data: general } = useSuspenseQuery(getGeneralSettingsQueryOptions(api, accountId, app));
  const save = useMutation(saveSmsContentMutationOptions(api, accountId, app));
  const reset = useMutation(resetSmsContentMutationOptions(api, accountId, app));
  return (
    <div>
      <AppPageHeader title="SMS Content">
        The text message your customers receive when an agent sends a request.
      </AppPageHeader>
      <SmsContentForm
        app={app}
        content={content}
        twilioNumber={sms.twilio?.phoneNumber ?? null}
        companyName={general.displayName}
        onSave={(template) => save.mutateAsync({ template })}
        onReset={() => reset.mutateAsync()}
      />
    </div>
  );
}
