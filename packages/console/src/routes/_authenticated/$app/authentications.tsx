import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';
import { sessionSearchSchema } from '../../../lib/session-search';

export const Route = createFileRoute('/_authenticated/$app/authentications')({
  validateSearch: sessionSearchSchema,
  beforeLoad: requireAppPage('authentications'),
  component: AuthenticationsPage,
});

function AuthenticationsPage() {
  return <PagePlaceholder page="authentications" />;
}
