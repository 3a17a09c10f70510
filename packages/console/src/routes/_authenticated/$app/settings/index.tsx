import { createFileRoute, redirect } from '@tanstack/react-router';

/** Configuration opens on its General page. */
export const Route = createFileRoute('/_authenticated/$app/settings/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$app/settings/general', params, replace: true });
  },
});
