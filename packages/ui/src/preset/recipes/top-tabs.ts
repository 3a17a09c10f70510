import { defineSlotRecipe } from '@pandacss/dev';

/** An app's tab row: links underlined in the accent colour when current (aria-current="page"). */
export const topTabs = defineSlotRecipe({
  className: 'top-tabs',
  jsx: ['TopTabs.Root', 'TopTabs.Link'],
  slots: ['root', 'list', 'item', 'link'],
  base: {
    root: { borderBottomWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', overflowX: 'auto' },
    list: { display: 'flex', gap: '1', px: '4', listStyle: 'none', m: '0' },
    item: { display: 'flex' },
    link: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      h: '11',
      px: '3',
      textStyle: 'label.md',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      outline: '0',
      _hover: { color: 'fg.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '-2px' },
      '&[aria-current=page]': { color: 'accent.fg', borderColor: 'accent.default' },
      '& svg': { w: '4', h: '4' },
    },
  },
  staticCss: ['*'],
});
