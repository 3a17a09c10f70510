import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../styled-system/css';
import { emptyState } from '../../../styled-system/recipes';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A decorative icon; an inbox by default. */
  icon?: ReactNode;
  /** A button or link that gets the user going. */
  action?: ReactNode;
  className?: string;
}

/**
 * What a list, table or search shows when it has nothing. The title is a paragraph, not a heading: an empty
 * state sits inside tables and panels whose heading level it cannot know.
 */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  const classes = emptyState();
  return (
    <div className={cx(classes.root, className)}>
      <span className={classes.icon} aria-hidden>
        {icon ?? <Inbox />}
      </span>
      <p className={classes.title}>{title}</p>
      {description && <p className={classes.description}>{description}</p>}
      {action && <div className={classes.action}>{action}</div>}
    </div>
  );
}
