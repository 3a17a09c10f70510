import { Portal } from '@ark-ui/react/portal';
import { ChevronsUpDown } from 'lucide-react';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { appSwitcher } from '../../../styled-system/recipes';
import { AppIcon, appColor, type AppId } from '../app-icon';
import * as Select from '../select/select';

/** The switcher's name and empty text, word for word (spec 000 §2). */
export const SELECT_AN_APP = 'Select an app';

export interface AppSwitcherApp {
  id: AppId;
  title: string;
  /** Replaces the default icon (the app's AppIcon on a tile of its colour), drawn in a 20 px box. */
  icon?: ReactNode;
}

function AppTile({ app, className }: { app: AppSwitcherApp; className: string }) {
  if (app.icon) {
    return (
      <span className={className} data-custom="" aria-hidden>
        {app.icon}
      </span>
    );
  }
  return (
    <span className={className} style={{ '--app-color': appColor(app.id) } as CSSProperties} aria-hidden>
      <AppIcon appId={app.id} />
    </span>
  );
}

export interface AppSwitcherProps {
  /** The apps this user may open, in the order shown. */
  apps: readonly AppSwitcherApp[];
  /** The app of the current page (first path segment); none on home and in settings. */
  currentAppId?: AppId;
  /** An app was picked; the console navigates to its root route. */
  onSelect: (appId: AppId) => void;
  /** Starts open (stories, docs). */
  defaultOpen?: boolean;
}

/**
 * "Select an app" (spec 000 §2): a Select whose trigger shows the current app's icon (AppIcon on a tile of the
 * app's colour) and title, and whose list shows every app the same way. Keyboard: Enter, Space or the arrows open it, the arrows move, Enter picks,
 * Escape closes.
 */
export function AppSwitcher({ apps, currentAppId, onSelect, defaultOpen }: AppSwitcherProps) {
  const classes = appSwitcher();
  const collection = useMemo(
    () =>
      Select.createListCollection({
        items: apps,
        itemToValue: (app) => app.id,
        itemToString: (app) => app.title,
      }),
    [apps],
  );
  const current = apps.find((app) => app.id === currentAppId);

  return (
    <Select.Root
      size="sm"
      className={classes.root}
      collection={collection}
      value={current ? [current.id] : []}
      onValueChange={({ items: [app] }) => app && app.id !== current?.id && onSelect(app.id)}
      positioning={{ placement: 'bottom-start', sameWidth: false }}
      defaultOpen={defaultOpen}
      lazyMount
      unmountOnExit
    >
      <Select.Label className={css({ srOnly: true })}>{SELECT_AN_APP}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          {current ? (
            <>
              <AppTile app={current} className={classes.icon} />
              <span className={classes.title}>{current.title}</span>
            </>
          ) : (
            <span className={classes.placeholder}>{SELECT_AN_APP}</span>
          )}
          <Select.Indicator>
            <ChevronsUpDown aria-hidden />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Options>
          {(app) => <AppTile app={app as AppSwitcherApp} className={classes.icon} />}
        </Select.Options>
      </Portal>
    </Select.Root>
  );
}
