import { collapsibleAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared/focus-ring';

/** One section shown or hidden by its trigger (Ark Collapsible): "Show details", a row's expansion. */
export const collapsible = defineSlotRecipe({
  className: 'collapsible',
  jsx: ['Collapsible'],
  slots: collapsibleAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      w: 'fit',
      borderRadius: 'sm',
      textStyle: 'label.md',
      color: 'accent.fg',
      cursor: 'pointer',
      outline: '0',
      _focusVisible: focusRing,
    },
    indicator: {
      display: 'inline-flex',
      transition: 'transform 0.2s',
      _motionReduce: { transition: 'none' },
      _open: { transform: 'rotate(90deg)' },
      '& svg': { w: '4', h: '4' },
    },
    content: { _closed: { display: 'none' } },
  },
  staticCss: ['*'],
});
