import { createFileRoute, redirect } from '@tanstack/react-router';
import { SettingsLayout } from '../../../features/shell/settings-layout';
import { isAdmin } from '../../../session/guards';

/** The settings area requires the admin role (the owner passes too: spec 000 §6). */
export const Route = createFileRoute('/_authenticated/settings')({
  beforeLoad: ({ context }) => {
    if (!isAdmin(context.user)) throw redirect({ to: '/', search: {} });
  },
  component: SettingsLayout,
});
