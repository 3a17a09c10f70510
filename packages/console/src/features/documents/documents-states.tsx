import { DataTable, LoadError } from '@console/ui';
import { useMemo } from 'react';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { useRouteRetry } from '../../lib/use-route-retry';
import { documentColumns } from './document-columns';
import { DOCUMENTS_LEAD, DOCUMENTS_NOUN, DOCUMENTS_TITLE } from './document-texts';

const none = () => undefined;

/** The documents while their page loads (apps.md §0): the title and 10 skeleton rows in their columns. */
export function DocumentsSkeleton() {
  const columns = useMemo(() => documentColumns({ onViewHistory: none, onToggleArchive: none }), []);
  return (
    <div role="status" aria-label={`Loading ${DOCUMENTS_NOUN}`} aria-busy>
      <AppPageHeader title={DOCUMENTS_TITLE}>{DOCUMENTS_LEAD}</AppPageHeader>
      <DataTable caption={DOCUMENTS_TITLE} columns={columns} data={[]} loading />
    </div>
  );
}

/** The route's errorComponent (apps.md §0): "Couldn't load documents." and Try again, which runs the loader again. */
export function DocumentsError() {
  const retry = useRouteRetry();
  return (
    <div>
      <AppPageHeader title={DOCUMENTS_TITLE}>{DOCUMENTS_LEAD}</AppPageHeader>
      <LoadError noun={DOCUMENTS_NOUN} onRetry={retry} />
    </div>
  );
}
