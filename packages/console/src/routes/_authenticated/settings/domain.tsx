import { getBrandingQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { DomainError } from '../../../features/domain/domain-error';
import { DomainPage } from '../../../features/domain/domain-page';
import { DomainSkeleton } from '../../../features/domain/domain-skeleton';
import { ensureQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/settings/domain')({
  loader: ({ context }) =>
    ensureQuery(context.queryClient, getBrandingQueryOptions(context.api, context.user.account.id)),
  component: DomainPage,
  pendingComponent: DomainSkeleton,
  errorComponent: DomainError,
});
