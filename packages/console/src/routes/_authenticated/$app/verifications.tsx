import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/verifications')({
  beforeLoad: requireAppPage('verifications'),
  component: VerificationsPage,
});

function VerificationsPage() {
  return <PagePlaceholder page="verifications" />;
}
