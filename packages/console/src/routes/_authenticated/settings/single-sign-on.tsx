import { getSsoDomainQueryOptions, getSsoQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/load-error';
import { IntegrationsSkeleton } from '../../../components/integrations/integrations-skeleton';
import { SingleSignOnPage } from '../../../features/single-sign-on/single-sign-on-page';
import { ensureQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/settings/single-sign-on')({
  loader: ({ context }) =>
    Promise.all([
      ensureQuery(context.queryClient, getSsoQueryOptions(context.api, context.user.account.id)),
      ensureQuery(context.queryClient, getSsoDomainQueryOptions(context.api, context.user.account.id)),
    ]),
  component: SingleSignOnPage,
  pendingComponent: () => <IntegrationsSkeleton label="Loading the single sign-on providers" cards={3} />,
  errorComponent: (props) => (
    <RouteLoadError {...props} title="The single sign-on providers could not be loaded" />
  ),
});
