import { listWebhookEndpointsQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { AppPageError } from '../../../../components/app-settings/app-page-error';
import { requireAppPage } from '../../../../features/app/app-guards';
import { useCurrentApp } from '../../../../features/app/use-current-app';
import { WebhooksPage } from '../../../../features/app-webhooks/webhooks-page';
import { WebhooksSkeleton } from '../../../../features/app-webhooks/webhooks-skeleton';
import { ensureQuery } from '../../../../lib/ensure-query';

/** An app's Configuration → Webhooks (apps.md §2.7): admins and the owner; a supervisor goes to the app root. */
export const Route = createFileRoute('/_authenticated/$app/settings/webhooks')({
  beforeLoad: requireAppPage('settings/webhooks'),
  loader: ({ context: { queryClient, api, user, app } }) =>
    ensureQuery(queryClient, listWebhookEndpointsQueryOptions(api, user.account.id, app)),
  component: SettingsWebhooksRoute,
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: WebhooksSkeleton,
  errorComponent: ({ error }) => <AppPageError title="Webhooks" noun="endpoints" error={error} />,
});

function SettingsWebhooksRoute() {
  return <WebhooksPage app={useCurrentApp()} />;
}
