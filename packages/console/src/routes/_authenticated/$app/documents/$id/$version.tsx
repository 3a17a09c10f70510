import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/documents/$id/$version')({
  beforeLoad: requireAppPage('documents/$id/$version'),
  component: DocumentsIdVersionPage,
});

function DocumentsIdVersionPage() {
  return <PagePlaceholder page="documents/$id/$version" />;
}
