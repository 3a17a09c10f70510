import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { PagePlaceholder } from '../../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/forms/new')({
  beforeLoad: requireAppPage('forms/new'),
  component: FormsNewPage,
});

function FormsNewPage() {
  return <PagePlaceholder page="forms/new" />;
}
