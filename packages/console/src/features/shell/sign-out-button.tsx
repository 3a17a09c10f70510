import { Button } from '@console/ui';
import { LogOut } from 'lucide-react';
import { useSignOut } from './use-sign-out';

/**
 * Sign-out for those without the header tools (a supervisor, spec 000 §6): the settings menu, where Sign out lives
 * for admins, is a header tool, so this plain button takes its place on the right of the header.
 */
export function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="ghost" size="sm" onClick={() => void signOut()}>
      <LogOut aria-hidden />
      Sign out
    </Button>
  );
}
