import { defineSlotRecipe } from '@pandacss/dev';

/** A 20 px tile in the app's colour (--app-color, set by the component) with its icon in white. */
const icon = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '5',
  h: '5',
  flexShrink: '0',
  borderRadius: 'sm',
  bg: 'var(--app-color)',
  color: 'white',
  '& svg': { w: '3.5', h: '3.5' },
  // An icon of the console's own fills the box, with no tile.
  '&[data-custom]': { bg: 'transparent', color: 'inherit', '& > *, & svg': { w: 'full', h: 'full' } },
};

/** What the app switcher adds to its Select: its width in the header, the app tiles, the current app's title. */
export const appSwitcher = defineSlotRecipe({
  className: 'app-switcher',
  jsx: ['AppSwitcher'],
  slots: ['root', 'icon', 'title', 'placeholder'],
  base: {
    root: { minW: '48', maxW: '72' },
    icon,
    title: {
      flex: '1',
      textAlign: 'start',
      textStyle: 'label.md',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    placeholder: { flex: '1', textAlign: 'start', textStyle: 'label.md', color: 'fg.muted' },
  },
  staticCss: ['*'],
});
