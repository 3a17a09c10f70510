import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/forms/$id')({
  beforeLoad: requireAppPage('forms/$id'),
  component: FormsIdPage,
});

function FormsIdPage() {
  return <PagePlaceholder page="forms/$id" />;
}
