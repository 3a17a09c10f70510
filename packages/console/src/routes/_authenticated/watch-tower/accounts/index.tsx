import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '../../../../features/watch-tower/accounts-page';

/** No loader: the page shows its heading's ellipsis and 10 skeleton rows while the accounts load (spec 000 §9). */
export const Route = createFileRoute('/_authenticated/watch-tower/accounts/')({
  component: AccountsPage,
});
