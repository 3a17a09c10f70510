import { getCustomerLookupQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerLookupError } from '../../../features/customer-lookup/customer-lookup-error';
import { CustomerLookupPage } from '../../../features/customer-lookup/customer-lookup-page';
import { CustomerLookupSkeleton } from '../../../features/customer-lookup/customer-lookup-skeleton';
import { ensureQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/settings/customer-lookup')({
  loader: ({ context }) =>
    ensureQuery(context.queryClient, getCustomerLookupQueryOptions(context.api, context.user.account.id)),
  component: CustomerLookupPage,
  pendingComponent: CustomerLookupSkeleton,
  errorComponent: CustomerLookupError,
});
