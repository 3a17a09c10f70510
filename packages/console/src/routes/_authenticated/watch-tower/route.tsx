import { createFileRoute, redirect } from '@tanstack/react-router';
import { WatchTowerLayout } from '../../../features/watch-tower/watch-tower-layout';
import { isOperator } from '../../../session/guards';

/** Watch Tower is for root users; anyone else goes to the home root (spec 000 §2, §6). */
export const Route = createFileRoute('/_authenticated/watch-tower')({
  beforeLoad: ({ context }) => {
    if (!isOperator(context.user)) throw redirect({ to: '/', search: {} });
  },
  component: WatchTowerLayout,
});
