import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/activity')({
  beforeLoad: requireAppPage('activity'),
  component: ActivityPage,
});

function ActivityPage() {
  return <PagePlaceholder page="activity" />;
}
