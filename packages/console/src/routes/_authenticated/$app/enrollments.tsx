import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/enrollments')({
  beforeLoad: requireAppPage('enrollments'),
  component: EnrollmentsPage,
});

function EnrollmentsPage() {
  return <PagePlaceholder page="enrollments" />;
}
