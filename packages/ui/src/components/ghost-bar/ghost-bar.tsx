import { Ghost } from 'lucide-react';
import type { ReactNode } from 'react';
import { ghostBar } from '../../../styled-system/recipes';

/** The bar's text, word for word (spec 000 §2). */
export const GHOST_MODE_MESSAGE = "You're in ghost mode";

export interface GhostBarProps {
  /** An action at the end of the bar, such as the console's button to leave ghost mode. */
  action?: ReactNode;
}

/**
 * The orange bar shown while an operator is ghosting an account (spec 000 §2). Same orange in both themes: it has
 * to stand out from every page. A polite status, so a screen reader hears it once when it appears.
 */
export function GhostBar({ action }: GhostBarProps) {
  const classes = ghostBar();
  return (
    <div role="status" className={classes.root}>
      <Ghost className={classes.icon} aria-hidden />
      <span className={classes.message}>{GHOST_MODE_MESSAGE}</span>
      {action && <div className={classes.action}>{action}</div>}
    </div>
  );
}
