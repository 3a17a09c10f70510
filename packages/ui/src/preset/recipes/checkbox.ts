import { checkboxAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared/focus-ring';

/** A checkbox with its label (Ark Checkbox); a group stacks several. */
export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  jsx: ['Checkbox'],
  slots: checkboxAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: '0.6' },
    },
    control: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '4',
      h: '4',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      borderRadius: 'sm',
      bg: 'bg.surface',
      color: 'fg.onAccent',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _focusVisible: focusRing,
      // Not Panda's _invalid: it includes :invalid, which marks a required field red before anything is submitted.
      '&:is([data-invalid], [aria-invalid=true])': { borderColor: 'danger.default' },
      '& svg': { w: '3.5', h: '3.5' },
    },
    label: { textStyle: 'body.md', color: 'fg.default' },
    group: { display: 'flex', flexDirection: 'column', gap: '2' },
  },
  staticCss: ['*'],
});
