import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';
import { sessionSearchSchema } from '../../../lib/session-search';

export const Route = createFileRoute('/_authenticated/$app/activity')({
  validateSearch: sessionSearchSchema,
  beforeLoad: requireAppPage('activity'),
  component: ActivityPage,
});

function ActivityPage() {
  return <PagePlaceholder page="activity" />;
}
