import { getDeveloperAccountQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { DevelopersError } from '../../../features/developers/developers-error';
import { DevelopersPage } from '../../../features/developers/developers-page';
import { DevelopersSkeleton } from '../../../features/developers/developers-skeleton';
import { ensureQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/settings/developers')({
  loader: ({ context }) =>
    ensureQuery(context.queryClient, getDeveloperAccountQueryOptions(context.api, context.user.account.id)),
  component: DevelopersPage,
  pendingComponent: DevelopersSkeleton,
  errorComponent: DevelopersError,
});
