import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { validateEnrollmentSearch } from '../../../features/passkey-enrollments/enrollment-search';
import { EnrollmentsPage } from '../../../features/passkey-enrollments/enrollments-page';
import {
  EnrollmentsError,
  EnrollmentsSkeleton,
} from '../../../features/passkey-enrollments/enrollments-states';
import { loadEnrollments } from '../../../features/passkey-enrollments/load-enrollments';

/** Passkeys › Enrollments (apps.md §3.2): owner and admins; a supervisor is sent to the app root. */
export const Route = createFileRoute('/_authenticated/$app/enrollments')({
  validateSearch: validateEnrollmentSearch,
  beforeLoad: requireAppPage('enrollments'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadEnrollments(context, deps),
  component: PasskeyEnrollmentsRoute,
  pendingComponent: EnrollmentsSkeleton,
  errorComponent: EnrollmentsError,
});

function PasskeyEnrollmentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <EnrollmentsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
