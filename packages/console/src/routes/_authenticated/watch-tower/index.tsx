import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../../features/watch-tower/dashboard-page';

/** No loader: the page shows its skeletons while the summary loads, and its own error with a Retry. */
export const Route = createFileRoute('/_authenticated/watch-tower/')({
  component: DashboardPage,
});
