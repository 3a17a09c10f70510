import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';
import { AuthenticatedLayout } from '../features/shell/authenticated-layout';

/** Every page but the root, sign-up and the SSO callback needs a signed-in user; the session gate set `user`. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context }) => {
    if (!context.user) throw redirect({ to: '/', search: {} });
    return { user: context.user };
  },
  component: AuthenticatedLayout,
  notFoundComponent: NotFoundPage,
});
