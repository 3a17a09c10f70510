import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { z } from 'zod';

const searchSchema = z.object({ expired: z.boolean().optional() });

// The signed-in home (shell, app grid, questionnaire) is a chunk of its own: sign-in stays within its budget.
const SignedInRoot = lazy(() => import('./-components/signed-in-root'));

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  component: Root,
});

function Root() {
  const { user } = Route.useRouteContext();
  if (user) {
    return (
      <Suspense fallback={null}>
        <SignedInRoot />
      </Suspense>
    );
  }
  // TODO(sign-in helper): render <SignedOutRoot /> from features/sign-in/signed-out-root.tsx once it exists.
  return (
    <main>
      <h1>Sign in</h1>
      <p>You are signed out.</p>
    </main>
  );
}
