import { switchAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared/focus-ring';

/** An on/off setting that applies at once or on save (Ark Switch): a track with a sliding thumb, and a label. */
export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  jsx: ['Switch'],
  slots: switchAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2.5',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: '0.6' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: '0',
      w: '9',
      h: '5',
      p: '0.5',
      borderRadius: 'full',
      bg: 'bg.emphasized',
      _checked: { bg: 'accent.default' },
      _focusVisible: focusRing,
    },
    thumb: {
      w: '4',
      h: '4',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'sm',
      _checked: { transform: 'translateX(1rem)' },
    },
    label: { textStyle: 'body.md', color: 'fg.default' },
  },
  staticCss: ['*'],
});
