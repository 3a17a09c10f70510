import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';
import { sessionSearchSchema } from '../../../lib/session-search';

export const Route = createFileRoute('/_authenticated/$app/verifications')({
  validateSearch: sessionSearchSchema,
  beforeLoad: requireAppPage('verifications'),
  component: VerificationsPage,
});

function VerificationsPage() {
  return <PagePlaceholder page="verifications" />;
}
