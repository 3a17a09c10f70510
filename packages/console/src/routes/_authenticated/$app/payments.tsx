import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';
import { sessionSearchSchema } from '../../../lib/session-search';

export const Route = createFileRoute('/_authenticated/$app/payments')({
  validateSearch: sessionSearchSchema,
  beforeLoad: requireAppPage('payments'),
  component: PaymentsPage,
});

function PaymentsPage() {
  return <PagePlaceholder page="payments" />;
}
