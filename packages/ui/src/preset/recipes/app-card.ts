import { defineSlotRecipe } from '@pandacss/dev';

/**
 * A home-page app card. The card's one link is stretched over the whole card (its ::after), so clicking anywhere
 * opens the app without nesting interactive elements; the Start Free Trial button sits above that layer.
 * The app colour arrives as the --app-color custom property.
 */
export const appCard = defineSlotRecipe({
  className: 'app-card',
  jsx: ['AppCard'],
  slots: ['root', 'tile', 'title', 'description', 'footer', 'link', 'action'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      p: '5',
      minW: '0',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderTopWidth: '4px',
      borderTopColor: 'var(--app-color)',
      borderRadius: 'lg',
      boxShadow: 'xs',
      transitionProperty: 'box-shadow, border-color',
      transitionDuration: 'fast',
      _hover: { boxShadow: 'md', borderColor: 'border.emphasized', borderTopColor: 'var(--app-color)' },
      _motionReduce: { transition: 'none' },
      // The focus ring of the stretched link, drawn around the card.
      '&:has([data-part=link]:focus-visible)': {
        outline: '2px solid',
        outlineColor: 'border.focus',
        outlineOffset: '2px',
      },
    },
    tile: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '10',
      h: '10',
      borderRadius: 'md',
      bg: 'var(--app-color)',
      color: 'white',
      '& svg': { w: '5', h: '5' },
    },
    title: { textStyle: 'heading.sm' },
    description: { textStyle: 'body.md', color: 'fg.muted', truncate: true },
    footer: { display: 'flex', alignItems: 'center', mt: 'auto', pt: '1' },
    link: {
      color: 'inherit',
      textDecoration: 'none',
      outline: '0',
      _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'lg' },
    },
    action: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      textStyle: 'label.md',
      color: 'accent.fg',
      '& svg': { w: '4', h: '4' },
    },
  },
  staticCss: ['*'],
});
