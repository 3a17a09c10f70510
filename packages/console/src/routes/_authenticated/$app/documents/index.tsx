import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../../features/app/app-guards';
import { validateDocumentSearch } from '../../../../features/documents/document-search';
import { DocumentsPage } from '../../../../features/documents/documents-page';
import { DocumentsError, DocumentsSkeleton } from '../../../../features/documents/documents-states';
import { loadDocuments } from '../../../../features/documents/load-documents';

/** Document signature › Documents (apps.md §3.3): owner and admins; a supervisor is sent to the app root. */
export const Route = createFileRoute('/_authenticated/$app/documents/')({
  validateSearch: validateDocumentSearch,
  beforeLoad: requireAppPage('documents'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadDocuments(context, deps),
  component: DocumentsRoute,
  pendingComponent: DocumentsSkeleton,
  errorComponent: DocumentsError,
});

function DocumentsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { app } = Route.useParams();
  return (
    <DocumentsPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
      onNew={() => void navigate({ to: '/$app/documents/new', params: { app } })}
      onOpen={(document) =>
        void navigate({
          to: '/$app/documents/$id/$version',
          params: { app, id: document.id, version: String(document.currentVersion) },
        })
      }
      onViewHistory={(document) =>
        void navigate({ to: '/$app/documents/$id/history', params: { app, id: document.id } })
      }
    />
  );
}
