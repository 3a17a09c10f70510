import { radioGroupAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared/focus-ring';

/** One choice among a few, all visible (Ark RadioGroup): a label over the items, each a circle and its text. */
export const radioGroup = defineSlotRecipe({
  className: 'radio-group',
  jsx: ['RadioGroup'],
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: '0.6' },
    },
    itemControl: {
      flexShrink: '0',
      w: '4',
      h: '4',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      borderRadius: 'full',
      bg: 'bg.surface',
      _checked: { borderWidth: '5px', borderColor: 'accent.default' },
      _focusVisible: focusRing,
    },
    itemText: { textStyle: 'body.md', color: 'fg.default' },
  },
  staticCss: ['*'],
});
