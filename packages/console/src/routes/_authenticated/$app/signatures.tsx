import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/signatures')({
  beforeLoad: requireAppPage('signatures'),
  component: SignaturesPage,
});

function SignaturesPage() {
  return <PagePlaceholder page="signatures" />;
}
