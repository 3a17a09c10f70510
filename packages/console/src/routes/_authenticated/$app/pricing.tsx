import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/pricing')({
  beforeLoad: requireAppPage('pricing'),
  component: PricingPage,
});

function PricingPage() {
  return <PagePlaceholder page="pricing" />;
}
