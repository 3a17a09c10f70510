import { getBrandingQueryOptions } from '@console/api-client';
import { createFileRoute } from '@tanstack/react-router';
import { BrandingError } from '../../../features/branding/branding-error';
import { BrandingPage } from '../../../features/branding/branding-page';
import { BrandingSkeleton } from '../../../features/branding/branding-skeleton';
import { ensureQuery } from '../../../lib/ensure-query';

export const Route = createFileRoute('/_authenticated/settings/branding')({
  loader: ({ context }) =>
    ensureQuery(context.queryClient, getBrandingQueryOptions(context.api, context.user.account.id)),
  component: BrandingPage,
  pendingComponent: BrandingSkeleton,
  errorComponent: BrandingError,
});
