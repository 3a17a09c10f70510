import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { requireVisibleApp } from '../../../features/app/app-guards';
import { AppLayout } from '../../../features/app/app-layout';

/** Each app's pages (spec 000 §2): the app is the first path segment. */
export const Route = createFileRoute('/_authenticated/$app')({
  beforeLoad: ({ context, params }) => requireVisibleApp(context.user, params.app),
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
