import { defineSlotRecipe } from '@pandacss/dev';

/** A vertical menu of links; the current one (aria-current="page") tinted in the accent colour. */
export const sideNav = defineSlotRecipe({
  className: 'side-nav',
  jsx: ['SideNav.Root', 'SideNav.Link'],
  slots: ['root', 'list', 'item', 'link'],
  base: {
    root: { w: '56', flexShrink: '0' },
    list: { display: 'flex', flexDirection: 'column', gap: '0.5', listStyle: 'none', m: '0', p: '0' },
    item: { display: 'flex' },
    link: {
      display: 'flex',
      alignItems: 'center',
      gap: '2.5',
      w: 'full',
      minH: '9',
      px: '3',
      py: '1.5',
      borderRadius: 'md',
      textStyle: 'label.md',
      color: 'fg.muted',
      textDecoration: 'none',
      outline: '0',
      _hover: { bg: 'bg.subtle', color: 'fg.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '-2px' },
      '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.fg' },
      '& svg': { w: '4', h: '4', flexShrink: '0' },
    },
  },
  staticCss: ['*'],
});
