import { defineSlotRecipe } from '@pandacss/dev';

/** The top bar: one row, start group (logo, back link, app switcher) and the tools at the end. */
export const header = defineSlotRecipe({
  className: 'header',
  jsx: ['Header', 'HeaderBackLink'],
  slots: ['root', 'start', 'logo', 'backLink', 'tools'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      h: '14',
      px: '4',
      bg: 'bg.surface',
      color: 'fg.default',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    start: { display: 'flex', alignItems: 'center', gap: '3', minW: '0' },
    logo: {
      display: 'flex',
      alignItems: 'center',
      flexShrink: '0',
      h: '8',
      // The logo is often a link around an <img>: both take the slot's height, the width follows the logo's ratio.
      '& > a': { display: 'flex', alignItems: 'center', h: 'full', borderRadius: 'sm' },
      '& > a:focus-visible': { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
      '& img, & svg': { display: 'block', h: 'full', w: 'auto', maxW: '40' },
    },
    backLink: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      h: '8',
      px: '2',
      borderRadius: 'md',
      textStyle: 'label.md',
      color: 'fg.muted',
      textDecoration: 'none',
      outline: '0',
      _hover: { color: 'fg.default', bg: 'bg.subtle' },
      _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
      '& svg': { w: '4', h: '4' },
    },
    tools: { display: 'flex', alignItems: 'center', gap: '2', flexShrink: '0' },
  },
  staticCss: ['*'],
});
