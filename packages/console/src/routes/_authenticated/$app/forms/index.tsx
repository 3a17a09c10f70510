import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/forms/')({
  beforeLoad: requireAppPage('forms'),
  component: FormsPage,
});

function FormsPage() {
  return <PagePlaceholder page="forms" />;
}
