import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/payments')({
  beforeLoad: requireAppPage('payments'),
  component: PaymentsPage,
});

function PaymentsPage() {
  return <PagePlaceholder page="payments" />;
}
