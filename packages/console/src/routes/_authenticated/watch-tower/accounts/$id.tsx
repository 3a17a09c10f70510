import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../../features/watch-tower/account-page';

export const Route = createFileRoute('/_authenticated/watch-tower/accounts/$id')({
  component: AccountPage,
});
