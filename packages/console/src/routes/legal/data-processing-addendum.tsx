import { createFileRoute } from '@tanstack/react-router';
import { DpaPage } from '../../features/legal/dpa-page';

/**
 * The Data Processing Addendum: a document page without the console shell, public (session/guards.ts), so a visitor
 * of /sign-up reads what they accept before they have an account.
 */
export const Route = createFileRoute('/legal/data-processing-addendum')({
  component: DpaPage,
});
