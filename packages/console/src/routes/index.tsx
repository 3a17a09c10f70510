import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SignedOutRoot } from '../features/sign-in/signed-out-root';

const searchSchema = z.object({ expired: z.boolean().optional() });

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  component: Root,
});

/** The root: sign-in (or embedded sign-in) without a session; the home page with one. */
function Root() {
  const { user } = Route.useRouteContext();
  if (!user) return <SignedOutRoot />;
  return (
    <main>
      <h1>{`Welcome, ${user.firstName}`}</h1>
    </main>
  );
}
