import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/documents/')({
  beforeLoad: requireAppPage('documents'),
  component: DocumentsPage,
});

function DocumentsPage() {
  return <PagePlaceholder page="documents" />;
}
