import { getBrandingQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { DomainError } from '../../../features/domain/domain-error';
import { DomainPage } from '../../../features/domain/domain-page';
import { DomainSkeleton } from '../../../features/domain/domain-skeleton';

export const Route = createFileRoute('/_authenticated/settings/domain')({
  loader: ({ context }) =>
    context.queryClient.query({
      ...getBrandingQueryOptions(context.api, context.user.account.id),
      staleTime: 'static',
    }),
  component: DomainPage,
  pendingComponent: DomainSkeleton,
  errorComponent: DomainError,
});
