import { createFileRoute, Link } from '@tanstack/react-router';
import { requireAppPage } from '../../../../../features/app/app-guards';
import {
  DocumentHistoryError,
  DocumentHistoryPage,
  DocumentHistorySkeleton,
} from '../../../../../features/documents/document-history-page';
import { validatePagedSearch } from '../../../../../lib/paged-search';
import { loadDocumentHistory } from '../../../../../features/documents/load-documents';

/** Document signature › a document's history (apps.md §3.3): owner and admins. */
export const Route = createFileRoute('/_authenticated/$app/documents/$id/history')({
  validateSearch: validatePagedSearch,
  beforeLoad: requireAppPage('documents/$id/history'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => loadDocumentHistory(context, params.id, deps),
  component: DocumentHistoryRoute,
  pendingComponent: DocumentHistorySkeleton,
  errorComponent: DocumentHistoryError,
});

function DocumentHistoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { app, id } = Route.useParams();
  return (
    <DocumentHistoryPage
      id={id}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      backLink={({ className, children }) => (
        <Link to="/$app/documents" params={{ app }} className={className}>
          {children}
        </Link>
      )}
    />
  );
}
