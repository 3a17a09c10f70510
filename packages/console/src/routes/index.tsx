import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

const searchSchema = z.object({ expired: z.boolean().optional() });

export const Route = createFileRoute('/')({
  validateSearch: searchSchema,
  component: Root,
});

function Root() {
  const { user } = Route.useRouteContext();
  return (
    <main>
      <h1>{user ? `Welcome, ${user.firstName}` : 'Sign in'}</h1>
    </main>
  );
}
