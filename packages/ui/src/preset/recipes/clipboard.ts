import { clipboardAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { controlBox, controlSizes } from './shared/control-box';

/**
 * A value to copy, shown in a read-only input with a copy trigger beside it (Ark Clipboard). The trigger is
 * usually a Button (`asChild`); `indicator` swaps its icon once copied.
 */
export const clipboard = defineSlotRecipe({
  className: 'clipboard',
  jsx: ['Clipboard', 'SecretField'],
  slots: clipboardAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    control: { display: 'flex', alignItems: 'center', gap: '2' },
    input: {
      ...controlBox,
      ...controlSizes.md,
      flex: '1',
      bg: 'bg.subtle',
      fontFamily: 'mono',
      textStyle: 'mono.sm',
    },
    indicator: { display: 'inline-flex', '&[data-copied]': { color: 'success.fg' } },
  },
  staticCss: ['*'],
});
