import { getBrandingQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { BrandingError } from '../../../features/branding/branding-error';
import { BrandingPage } from '../../../features/branding/branding-page';
import { BrandingSkeleton } from '../../../features/branding/branding-skeleton';

export const Route = createFileRoute('/_authenticated/settings/branding')({
  loader: ({ context }) =>
    context.queryClient.query({
      ...getBrandingQueryOptions(context.api, context.user.account.id),
      staleTime: 'static',
    }),
  component: BrandingPage,
  pendingComponent: BrandingSkeleton,
  errorComponent: BrandingError,
});
