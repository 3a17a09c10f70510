import { createFileRoute } from '@tanstack/react-router';
import { CrashReportsPage } from '../../../features/watch-tower/crash-reports-page';

/** No loader: the page shows its skeleton rows while the first page loads. */
export const Route = createFileRoute('/_authenticated/watch-tower/errors')({
  component: CrashReportsPage,
});
