import { DataTable, LoadError } from '@console/ui';
import { useMemo } from 'react';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { useRouteRetry } from '../../lib/use-route-retry';
import { productColumns } from './product-columns';
import { PRODUCTS_LEAD, PRODUCTS_NOUN, PRODUCTS_TITLE } from './product-texts';

const none = () => undefined;

/** The catalog while its page loads (apps.md §0): the title and 10 skeleton rows in its columns. */
export function ProductsSkeleton() {
  const columns = useMemo(() => productColumns({ onEdit: none, onToggleArchive: none, onDelete: none }), []);
  return (
    <div role="status" aria-label={`Loading ${PRODUCTS_NOUN}`} aria-busy>
      <AppPageHeader title={PRODUCTS_TITLE}>{PRODUCTS_LEAD}</AppPageHeader>
      <DataTable caption={PRODUCTS_TITLE} columns={columns} data={[]} loading />
    </div>
  );
}

/** The catalog when its page could not be loaded (apps.md §0): "Couldn't load products." and Try again. */
function ProductsErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <div>
      <AppPageHeader title={PRODUCTS_TITLE}>{PRODUCTS_LEAD}</AppPageHeader>
      <LoadError noun={PRODUCTS_NOUN} onRetry={onRetry} />
    </div>
  );
}

/** The route's errorComponent: Try again runs the loader again. */
export function ProductsError() {
  return <ProductsErrorView onRetry={useRouteRetry()} />;
}
