import { Portal } from '@ark-ui/react/portal';
import { ExternalLink, Settings } from 'lucide-react';
import { Fragment, type ReactNode, type Ref } from 'react';
import { css } from '../../../styled-system/css';
import { Button } from '../button';
import * as Menu from '../menu/menu';

export interface SettingsMenuItem {
  /** Unique within the menu. */
  value: string;
  label: string;
  icon?: ReactNode;
  /** The action, for buttons and in-app pages (the console navigates). */
  onSelect?: () => void;
  /** A page outside the console (System status): an <a> that opens in a new tab. */
  externalHref?: string;
  /** Draws a line above the item (before Sign out, say). */
  separated?: boolean;
}

export interface SettingsMenuProps {
  /**
   * The entries, in order (spec 000 §2): Account Settings, Contact sales, Report an issue, System status (external),
   * Watch Tower (root users only: the console leaves it out for others), Sign out.
   */
  items: readonly SettingsMenuItem[];
  /** The trigger's accessible name. */
  label?: string;
  /** Starts open (stories, docs). */
  defaultOpen?: boolean;
  /**
   * The gear button, for a dialog opened from an entry: it should give the focus back here when it closes (the
   * entry that opened it is gone by then).
   */
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * The header's settings menu: a gear button opening a Menu. Keyboard: Enter, Space or ArrowDown opens it, the
 * arrows move, Enter picks (calling the item's onSelect, or following its external link), Escape closes and focus
 * returns to the gear.
 */
export function SettingsMenu({ items, label = 'Settings', defaultOpen, triggerRef }: SettingsMenuProps) {
  const select = (value: string) => items.find((item) => item.value === value)?.onSelect?.();

  return (
    <Menu.Root
      onSelect={({ value }) => select(value)}
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={defaultOpen}
    >
      <Menu.Trigger ref={triggerRef} asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <Settings aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Fragment key={item.value}>
                {item.separated && <Menu.Separator />}
                {item.externalHref ? (
                  <Menu.Item value={item.value} asChild>
                    <a href={item.externalHref} target="_blank" rel="noopener noreferrer">
                      {item.icon}
                      <Menu.ItemText>{item.label}</Menu.ItemText>
                      <ExternalLink aria-hidden />
                      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
                    </a>
                  </Menu.Item>
                ) : (
                  <Menu.Item value={item.value}>
                    {item.icon}
                    <Menu.ItemText>{item.label}</Menu.ItemText>
                  </Menu.Item>
                )}
              </Fragment>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
