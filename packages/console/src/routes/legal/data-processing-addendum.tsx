import { createFileRoute } from '@tanstack/react-router';
import { DpaPage } from '../../features/legal/dpa-page';

/**
 * The Data Processing Addendum: a document page without the console shell, so it reads the same for any visitor the
 * session gate lets through (today signed-in users; the gate owns which paths are public).
 */
export const Route = createFileRoute('/legal/data-processing-addendum')({
  component: DpaPage,
});
