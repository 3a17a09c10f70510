import { useId, type ReactNode } from 'react';
import { sessionDrawer } from '../../../styled-system/recipes';
import * as Drawer from '../drawer/drawer';
import { LoadError } from '../load-error';
import { Skeleton } from '../skeleton';

export interface SessionDrawerSection {
  /** Stable and unique: "details", "timeline". */
  id: string;
  title: string;
  content: ReactNode;
}

export interface SessionDrawerProps {
  open: boolean;
  /** Closed by Escape, the close button or a click outside; the console clears `?session=`. */
  onOpenChange: (open: boolean) => void;
  /** "Session 3f9a2c…81b2de", or the customer. */
  title: string;
  /** Under the title: the full session id, say. */
  description?: ReactNode;
  /** Beside the title: a SessionStatusBadge. */
  status?: ReactNode;
  sections: readonly SessionDrawerSection[];
  /** The app's actions (Download signed PDF, Refund, Approve), in the footer. */
  actions?: ReactNode;
  /** Skeletons while the session loads. */
  loading?: boolean;
  /** The load failed: "Couldn't load session." and Try again. */
  onRetry?: () => void;
  error?: boolean;
  /** Where the focus goes on close when the row that opened it is gone (a drawer opened from ?session=). */
  finalFocusEl?: () => HTMLElement | null;
}

const SKELETON_LINES = ['60%', '80%', '45%', '70%', '55%'];

/**
 * A session's details in a Drawer (spec apps.md §2.2): title and status, headed sections (details, the app's
 * details, the timeline), and the app's actions in the footer. Focus moves into it on open and back on close.
 */
export function SessionDrawer({
  open,
  onOpenChange,
  title,
  description,
  status,
  sections,
  actions,
  loading = false,
  error = false,
  onRetry,
  finalFocusEl,
}: SessionDrawerProps) {
  const classes = sessionDrawer();
  const baseId = useId();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
    >
      <Drawer.Content aria-busy={loading || undefined}>
        <Drawer.Header>
          <div className={classes.titleRow}>
            <Drawer.Title>{title}</Drawer.Title>
            {!loading && !error && status}
          </div>
          {description && <Drawer.Description>{description}</Drawer.Description>}
        </Drawer.Header>
        <Drawer.Body>
          {error ? (
            <LoadError noun="session" onRetry={() => onRetry?.()} />
          ) : loading ? (
            SKELETON_LINES.map((width, index) => <Skeleton key={index} width={width} />)
          ) : (
            sections.map((section) => (
              <section
                key={section.id}
                className={classes.section}
                aria-labelledby={`${baseId}-${section.id}`}
              >
                <h3 id={`${baseId}-${section.id}`} className={classes.sectionTitle}>
                  {section.title}
                </h3>
                {section.content}
              </section>
            ))
          )}
        </Drawer.Body>
        {actions && !loading && !error && <Drawer.Footer>{actions}</Drawer.Footer>}
      </Drawer.Content>
    </Drawer.Root>
  );
}
