import { Portal } from '@ark-ui/react/portal';
import { Bell, CircleCheck, Circle } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { notificationBell } from '../../../styled-system/recipes';
import { Button } from '../button';
import * as Popover from '../popover/popover';
import { bellLabel, countIncomplete, type ChecklistItem } from './bell-label';

export interface NotificationBellProps {
  /** The setup checklist (spec 000 §2): logo and colour set; branded domain set and verified. */
  items: readonly ChecklistItem[];
  /** The popover's heading. */
  title?: string;
  /** Starts open (stories, docs). */
  defaultOpen?: boolean;
}

/**
 * The header's bell (spec 000 §2): its badge counts the setup items not done and is hidden at zero; the button's
 * name says the count ("Notifications, 2 incomplete"). It opens a Popover with the checklist, each item marked done
 * or not done. Escape or a click outside closes it and focus returns to the bell.
 */
export function NotificationBell({ items, title = 'Setup checklist', defaultOpen }: NotificationBellProps) {
  const classes = notificationBell();
  const incomplete = countIncomplete(items);

  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" className={classes.trigger} aria-label={bellLabel(incomplete)}>
          <Bell aria-hidden />
          {incomplete > 0 && (
            <span className={classes.badge} aria-hidden>
              {incomplete}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named at once: Ark links the title only once it has seen it rendered. */}
          <Popover.Content aria-label={title}>
            <Popover.Title>{title}</Popover.Title>
            <ul className={classes.list}>
              {items.map((item) => (
                <li key={item.id} className={classes.item} data-done={item.done || undefined}>
                  {item.done ? (
                    <CircleCheck className={classes.mark} aria-hidden />
                  ) : (
                    <Circle className={classes.mark} aria-hidden />
                  )}
                  <span>{item.label}</span>
                  <span className={css({ srOnly: true })}>{item.done ? ', done' : ', not done'}</span>
                </li>
              ))}
            </ul>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
