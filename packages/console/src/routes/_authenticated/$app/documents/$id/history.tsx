import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/documents/$id/history')({
  beforeLoad: requireAppPage('documents/$id/history'),
  component: DocumentsIdHistoryPage,
});

function DocumentsIdHistoryPage() {
  return <PagePlaceholder page="documents/$id/history" />;
}
