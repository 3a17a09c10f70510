import { Portal } from '@ark-ui/react/portal';
import { Select, createListCollection } from '@ark-ui/react/select';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { appSwitcher } from '../../../styled-system/recipes';

/** The switcher's name and empty text, word for word (spec 000 §2). */
export const SELECT_AN_APP = 'Select an app';

export interface AppSwitcherApp {
  id: string;
  title: string;
  /** The app's icon (an AppIcon, say), drawn at 20 px. */
  icon: ReactNode;
}

export interface AppSwitcherProps {
  /** The apps this user may open, in the order shown. */
  apps: readonly AppSwitcherApp[];
  /** The app of the current page (first path segment); none on home and in settings. */
  currentAppId?: string;
  /** An app was picked; the console navigates to its root route. */
  onSelect: (appId: string) => void;
  /** Starts open (stories, docs). */
  defaultOpen?: boolean;
}

/**
 * "Select an app" (spec 000 §2): an Ark Select whose trigger shows the current app's icon and title, and whose list
 * shows every app with its icon. Keyboard: Enter, Space or the arrows open it, the arrows move, Enter picks,
 * Escape closes.
 */
export function AppSwitcher({ apps, currentAppId, onSelect, defaultOpen }: AppSwitcherProps) {
  const classes = appSwitcher();
  const collection = useMemo(
    () =>
      createListCollection({ items: apps, itemToValue: (app) => app.id, itemToString: (app) => app.title }),
    [apps],
  );
  const current = apps.find((app) => app.id === currentAppId);

  return (
    <Select.Root
      className={classes.root}
      collection={collection}
      value={current ? [current.id] : []}
      onValueChange={({ value: [id] }) => id && id !== current?.id && onSelect(id)}
      positioning={{ placement: 'bottom-start', sameWidth: false }}
      defaultOpen={defaultOpen}
      lazyMount
      unmountOnExit
    >
      <Select.Label className={css({ srOnly: true })}>{SELECT_AN_APP}</Select.Label>
      <Select.Control>
        <Select.Trigger className={classes.trigger}>
          {current ? (
            <>
              <span className={classes.icon} aria-hidden>
                {current.icon}
              </span>
              <span className={classes.title}>{current.title}</span>
            </>
          ) : (
            <span className={classes.placeholder}>{SELECT_AN_APP}</span>
          )}
          <ChevronsUpDown className={classes.chevron} aria-hidden />
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content className={classes.content}>
            {apps.map((app) => (
              <Select.Item key={app.id} item={app} className={classes.item}>
                <span className={classes.icon} aria-hidden>
                  {app.icon}
                </span>
                <Select.ItemText className={classes.title}>{app.title}</Select.ItemText>
                <Select.ItemIndicator className={classes.indicator}>
                  <Check aria-hidden />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
