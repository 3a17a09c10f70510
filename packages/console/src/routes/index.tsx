import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import * as z from 'zod/mini';
import { SignedOutRoot } from './-components/signed-out-root';

const searchSchema = z.object({ expired: z.optional(z.boolean()) });

// The signed-in home (shell, app grid, questionnaire) is a chunk of its own: sign-in stays within its budget.
const SignedInRoot = lazy(() => import('./-components/signed-in-root'));

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  component: Root,
});

/** The root: sign-in (or embedded sign-in) without a session; the home page with one. */
function Root() {
  const { user } = Route.useRouteContext();
  if (!user) return <SignedOutRoot />;
  return (
    <Suspense fallback={null}>
      <SignedInRoot />
    </Suspense>
  );
}
