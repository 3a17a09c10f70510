import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';
import { sessionSearchSchema } from '../../../lib/session-search';

export const Route = createFileRoute('/_authenticated/$app/signatures')({
  validateSearch: sessionSearchSchema,
  beforeLoad: requireAppPage('signatures'),
  component: SignaturesPage,
});

function SignaturesPage() {
  return <PagePlaceholder page="signatures" />;
}
