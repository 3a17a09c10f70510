import { getSsoDomainQueryOptions, getSsoQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/load-error';
import { IntegrationsSkeleton } from '../../../features/integrations/integrations-skeleton';
import { SingleSignOnPage } from '../../../features/single-sign-on/single-sign-on-page';

export const Route = createFileRoute('/_authenticated/settings/single-sign-on')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.query({
        ...getSsoQueryOptions(context.api, context.user.account.id),
        staleTime: 'static',
      }),
      context.queryClient.query({
        ...getSsoDomainQueryOptions(context.api, context.user.account.id),
        staleTime: 'static',
      }),
    ]),
  component: SingleSignOnPage,
  pendingComponent: () => <IntegrationsSkeleton label="Loading the single sign-on providers" cards={3} />,
  errorComponent: (props) => (
    <RouteLoadError {...props} title="The single sign-on providers could not be loaded" />
  ),
});
