import type { ProductPage } from '@console/api-client';
import { Button, DataTable, EmptyState } from '@console/ui';
import { Package, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { productColumns } from './product-columns';
import type { ProductActions } from './product-row-menu';
import type { ProductSearch } from './product-search';
import { ADD_PRODUCT, NO_PRODUCTS, PRODUCTS_LEAD, PRODUCTS_NOUN, PRODUCTS_TITLE } from './product-texts';
import { CursorPagedFooter } from '../../components/cursor-paged-footer';

const footer = css({ mt: '4' });

export interface ProductsListViewProps extends ProductActions {
  /** The address's page size and cursors. */
  search: ProductSearch;
  /** A new address: the list follows it. */
  onSearchChange: (search: ProductSearch) => void;
  page: ProductPage;
  onAdd: () => void;
  /** A page is on its way (Previous and Next wait). */
  busy?: boolean;
}

/**
 * Payments › Product Catalog (apps.md §3.5): the title with "Add product", one server page of products, newest first,
 * and the footer's "{n} of {total} products", page size and Previous/Next, all in the address.
 */
export function ProductsListView({
  search,
  onSearchChange,
  page,
  onAdd,
  busy = false,
  onEdit,
  onToggleArchive,
  onDelete,
}: ProductsListViewProps) {
  const columns = useMemo(
    () => productColumns({ onEdit, onToggleArchive, onDelete }),
    [onEdit, onToggleArchive, onDelete],
  );
  return (
    <div>
      <AppPageHeader
        title={PRODUCTS_TITLE}
        actions={
          <Button onClick={onAdd}>
            <Plus aria-hidden />
            {ADD_PRODUCT}
          </Button>
        }
      >
        {PRODUCTS_LEAD}
      </AppPageHeader>
      <DataTable
        caption={PRODUCTS_TITLE}
        columns={columns}
        data={page.items}
        getRowId={(product) => product.id}
        emptyMessage={<EmptyState icon={<Package />} title={NO_PRODUCTS} />}
      />
      <CursorPagedFooter
        className={footer}
        search={search}
        page={page}
        noun={PRODUCTS_NOUN}
        busy={busy}
        onSearchChange={onSearchChange}
      />
    </div>
  );
}
