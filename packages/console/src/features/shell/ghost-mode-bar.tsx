import { Button, GhostBar } from '@console/ui';
import { LogOut } from 'lucide-react';
import { useExitGhostMode } from './use-exit-ghost-mode';

/** The orange "You're in ghost mode" bar (spec 000 §2) with the way out: unghost, back to Watch Tower. */
export function GhostModeBar() {
  const { exit, pending } = useExitGhostMode();
  return (
    <GhostBar
      action={
        <Button variant="outline" size="sm" onClick={() => void exit()} aria-disabled={pending || undefined}>
          <LogOut aria-hidden />
          Exit ghost mode
        </Button>
      }
    />
  );
}
