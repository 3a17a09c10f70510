import { accordionAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRingInside } from './shared/focus-ring';

/** Sections that open and close (Ark Accordion): a trigger row with a chevron that turns, and the content. */
export const accordion = defineSlotRecipe({
  className: 'accordion',
  jsx: ['Accordion'],
  slots: accordionAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', w: 'full' },
    item: { borderBottomWidth: '1px', borderColor: 'border.default' },
    itemTrigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      w: 'full',
      py: '3',
      textAlign: 'start',
      textStyle: 'label.md',
      color: 'fg.default',
      cursor: 'pointer',
      outline: '0',
      _focusVisible: focusRingInside,
      _disabled: { opacity: '0.5', cursor: 'not-allowed' },
    },
    itemIndicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transition: 'transform 0.2s',
      _motionReduce: { transition: 'none' },
      _open: { transform: 'rotate(180deg)' },
      '& svg': { w: '4', h: '4' },
    },
    itemContent: { pb: '4', textStyle: 'body.md', color: 'fg.default', _closed: { display: 'none' } },
  },
  staticCss: ['*'],
});
