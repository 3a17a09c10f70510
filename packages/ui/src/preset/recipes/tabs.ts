import { tabsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRingInside } from './shared/focus-ring';

/** Tabs within a page (Ark Tabs): a row of triggers over one panel; the selected one underlined in the accent. */
export const tabs = defineSlotRecipe({
  className: 'tabs',
  jsx: ['Tabs'],
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', w: 'full' },
    list: {
      display: 'flex',
      gap: '1',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      overflowX: 'auto',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      h: '10',
      px: '3',
      mb: '-1px',
      textStyle: 'label.md',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      cursor: 'pointer',
      outline: '0',
      _hover: { color: 'fg.default' },
      _focusVisible: focusRingInside,
      _selected: { color: 'accent.fg', borderColor: 'accent.default' },
      _disabled: { opacity: '0.5', cursor: 'not-allowed' },
      '& svg': { w: '4', h: '4' },
    },
    content: { outline: '0', _focusVisible: focusRingInside },
  },
  staticCss: ['*'],
});
