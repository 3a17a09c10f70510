import { getCustomerLookupQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerLookupError } from '../../../features/customer-lookup/customer-lookup-error';
import { CustomerLookupPage } from '../../../features/customer-lookup/customer-lookup-page';
import { CustomerLookupSkeleton } from '../../../features/customer-lookup/customer-lookup-skeleton';

export const Route = createFileRoute('/_authenticated/settings/customer-lookup')({
  loader: ({ context }) =>
    context.queryClient.query({
      ...getCustomerLookupQueryOptions(context.api, context.user.account.id),
      staleTime: 'static',
    }),
  component: CustomerLookupPage,
  pendingComponent: CustomerLookupSkeleton,
  errorComponent: CustomerLookupError,
});
