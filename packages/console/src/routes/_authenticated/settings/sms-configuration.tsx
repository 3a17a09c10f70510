import { getSmsQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/load-error';
import { IntegrationsSkeleton } from '../../../components/integrations/integrations-skeleton';
import { SmsConfigurationPage } from '../../../features/sms/sms-configuration-page';
import { ensureQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/settings/sms-configuration')({
  loader: ({ context }) =>
    ensureQuery(context.queryClient, getSmsQueryOptions(context.api, context.user.account.id)),
  component: SmsConfigurationPage,
  pendingComponent: () => <IntegrationsSkeleton label="Loading the SMS configuration" cards={3} />,
  errorComponent: (props) => <RouteLoadError {...props} title="The SMS configuration could not be loaded" />,
});
