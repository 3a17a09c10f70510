import { createFileRoute } from '@tanstack/react-router';
import { requireAppPage } from '../../../features/app/app-guards';
import { PagePlaceholder } from '../../../features/app/page-placeholder';

export const Route = createFileRoute('/_authenticated/$app/products')({
  beforeLoad: requireAppPage('products'),
  component: ProductsPage,
});

function ProductsPage() {
  return <PagePlaceholder page="products" />;
}
