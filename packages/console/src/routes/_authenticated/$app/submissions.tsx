import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/submissions')({
  beforeLoad: requireAppPage('submissions'),
  component: SubmissionsPage,
});

function SubmissionsPage() {
  return <PagePlaceholder page="submissions" />;
}
