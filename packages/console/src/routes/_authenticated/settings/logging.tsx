import { getLoggingQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/load-error';
import { IntegrationsSkeleton } from '../../../components/integrations/integrations-skeleton';
import { LoggingPage } from '../../../features/logging/logging-page';
import { ensureQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/settings/logging')({
  loader: ({ context }) =>
    ensureQuery(context.queryClient, getLoggingQueryOptions(context.api, context.user.account.id)),
  component: LoggingPage,
  pendingComponent: () => <IntegrationsSkeleton label="Loading the log destinations" cards={4} />,
  errorComponent: (props) => <RouteLoadError {...props} title="The log destinations could not be loaded" />,
});
