import { Button } from '@console/ui';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { css } from '../../../styled-system/css';
import { readThemeChoice, setThemeChoice, subscribeThemeChoice, type ThemeChoice } from '../../lib/theme';

const CHOICES: readonly { value: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { value: 'system', label: 'System theme', Icon: Monitor },
  { value: 'light', label: 'Light theme', Icon: Sun },
  { value: 'dark', label: 'Dark theme', Icon: Moon },
];

const group = css({ display: 'inline-flex', gap: '1' });
const choice = css({ px: '0', '&[aria-pressed=true]': { bg: 'bg.muted' } });

/**
 * The theme switch: follow the system, or always light, or always dark; the choice is remembered in this browser.
 * Applied only when clicked, so a host that sets the theme itself (Storybook's toolbar) keeps it until then.
 */
export function ThemeSwitch() {
  const current = useSyncExternalStore(subscribeThemeChoice, readThemeChoice, () => 'system' as const);
  return (
    <div role="group" aria-label="Theme" className={group}>
      {CHOICES.map(({ value, label, Icon }) => (
        <Button
          key={value}
          variant="ghost"
          size="sm"
          className={choice}
          aria-label={label}
          title={label}
          aria-pressed={current === value}
          onClick={() => setThemeChoice(value)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}
