import { HomePage } from '../../features/home/home-page';
import { AppShell } from '../../features/shell/app-shell';

/** Home for a signed-in user inside the shell; loaded on its own, so the sign-in page does not carry it. */
export default function SignedInRoot() {
  return (
    <AppShell>
      <HomePage />
    </AppShell>
  );
}
