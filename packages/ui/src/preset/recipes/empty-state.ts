import { defineSlotRecipe } from '@pandacss/dev';

/** A centred "nothing here" message: icon in a soft disc, title, text, and an optional action. */
export const emptyState = defineSlotRecipe({
  className: 'empty-state',
  jsx: ['EmptyState'],
  slots: ['root', 'icon', 'title', 'description', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '2',
      px: '6',
      py: '10',
      textAlign: 'center',
      color: 'fg.default',
    },
    icon: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '12',
      h: '12',
      mb: '2',
      borderRadius: 'full',
      bg: 'bg.subtle',
      color: 'fg.muted',
      '& svg': { w: '6', h: '6' },
    },
    title: { textStyle: 'heading.sm' },
    description: { textStyle: 'body.md', color: 'fg.muted', maxW: 'sm' },
    action: { mt: '3' },
  },
  staticCss: ['*'],
});
