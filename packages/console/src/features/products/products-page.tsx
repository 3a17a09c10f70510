import {
  addProductMutationOptions,
  deleteProductMutationOptions,
  isApiError,
  listProductsQueryOptions,
  updateProductMutationOptions,
  type Product,
} from '@console/api-client';
import { ConfirmDialog, toast } from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { reportFailure } from '../../lib/report-failure';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { ProductFormDialog } from './product-form-dialog';
import { productQuery, type ProductSearch } from './product-search';
import {
  DELETE_CONFIRM,
  DELETE_TITLE,
  deleteDescription,
  PRODUCT_ARCHIVED,
  PRODUCT_DELETED,
  PRODUCT_IN_USE,
  PRODUCT_UPDATED,
} from './product-texts';
import { ProductsListView } from './products-list-view';

export interface ProductsPageProps {
  search: ProductSearch;
  onSearchChange: (search: ProductSearch) => void;
}

type Open = { kind: 'form'; product: Product | null } | { kind: 'delete'; product: Product } | null;

/**
 * Payments › Product Catalog (apps.md §3.5) over GET /payments/products: the route's loader ensures the page of the
 * address, this reads it with the same options. Add and Edit open the form; Archive and Unarchive apply at once
 * ("Product archived", "Product updated"); Delete asks first, and a product that took payments is refused with the
 * server's "This product has payments. Archive it instead." Other failures say "Something went wrong" with the
 * server's message. Every change refreshes the list (the mutations invalidate it).
 */
export function ProductsPage({ search, onSearchChange }: ProductsPageProps) {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: page, isFetching } = useSuspenseQuery(
    listProductsQueryOptions(api, accountId, productQuery(search)),
  );
  const add = useMutation(addProductMutationOptions(api, accountId));
  const update = useMutation(updateProductMutationOptions(api, accountId));
  const remove = useMutation(deleteProductMutationOptions(api, accountId));
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const onEdit = useCallback((product: Product) => setOpen({ kind: 'form', product }), []);
  const onDelete = useCallback((product: Product) => setOpen({ kind: 'delete', product }), []);
  const { mutateAsync: updateAsync } = update;
  const onToggleArchive = useCallback(
    (product: Product) => {
      const archiving = product.status === 'active';
      updateAsync({ id: product.id, update: { status: archiving ? 'archived' : 'active' } }).then(
        () => toast.success(archiving ? PRODUCT_ARCHIVED : PRODUCT_UPDATED),
        reportFailure,
      );
    },
    [updateAsync],
  );

  const deleteProduct = async (product: Product) => {
    try {
      await remove.mutateAsync({ id: product.id });
    } catch (error) {
      if (isApiError(error, 'PRODUCT_IN_USE')) toast.error(PRODUCT_IN_USE);
      else reportFailure(error);
      throw error;
    }
    toast.success(PRODUCT_DELETED);
  };

  return (
    <>
      <ProductsListView
        search={search}
        onSearchChange={onSearchChange}
        page={page}
        busy={isFetching}
        onAdd={() => setOpen({ kind: 'form', product: null })}
        onEdit={onEdit}
        onToggleArchive={onToggleArchive}
        onDelete={onDelete}
      />
      {open?.kind === 'form' && (
        <ProductFormDialog
          product={open.product}
          onClose={close}
          onSave={(body) => {
            const { product } = open;
            return product ? update.mutateAsync({ id: product.id, update: body }) : add.mutateAsync(body);
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(next) => {
            if (!next) close();
          }}
          title={DELETE_TITLE}
          description={deleteDescription(open.product)}
          confirmLabel={DELETE_CONFIRM}
          variant="destructive"
          onConfirm={() => deleteProduct(open.product)}
        />
      )}
    </>
  );
}
