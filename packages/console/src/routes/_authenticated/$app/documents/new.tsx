import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/documents/new')({
  beforeLoad: requireAppPage('documents/new'),
  component: DocumentsNewPage,
});

function DocumentsNewPage() {
  return <PagePlaceholder page="documents/new" />;
}
