import { createFileRoute } from '@tanstack/react-router';
import { SalesPage } from '../../features/sales/sales-page';

export const Route = createFileRoute('/_authenticated/sales')({
  component: SalesPage,
});
