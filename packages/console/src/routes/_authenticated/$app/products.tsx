import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { loadProducts } from '../../../features/products/load-products';
import { validateProductSearch } from '../../../features/products/product-search';
import { ProductsPage } from '../../../features/products/products-page';
import { ProductsError, ProductsSkeleton } from '../../../features/products/products-states';

/** Payments › Product Catalog (apps.md §3.5): owner and admins; a supervisor is sent to the app root. */
export const Route = createFileRoute('/_authenticated/$app/products')({
  validateSearch: validateProductSearch,
  beforeLoad: requireAppPage('products'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadProducts(context, deps),
  component: ProductsRoute,
  pendingComponent: ProductsSkeleton,
  errorComponent: ProductsError,
});

function ProductsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProductsPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
