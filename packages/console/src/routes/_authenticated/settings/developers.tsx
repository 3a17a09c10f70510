import { getDeveloperAccountQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { DevelopersError } from '../../../features/developers/developers-error';
import { DevelopersPage } from '../../../features/developers/developers-page';
import { DevelopersSkeleton } from '../../../features/developers/developers-skeleton';

export const Route = createFileRoute('/_authenticated/settings/developers')({
  loader: ({ context }) =>
    context.queryClient.query({
      ...getDeveloperAccountQueryOptions(context.api, context.user.account.id),
      staleTime: 'static',
    }),
  component: DevelopersPage,
  pendingComponent: DevelopersSkeleton,
  errorComponent: DevelopersError,
});
