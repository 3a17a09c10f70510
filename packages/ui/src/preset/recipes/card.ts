import { defineSlotRecipe } from '@pandacss/dev';
import { surface } from './shared/surface';

/** A surface grouping related content: header (title, description), body, footer. */
export const card = defineSlotRecipe({
  className: 'card',
  jsx: ['Card'],
  slots: ['root', 'header', 'title', 'description', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      ...surface,
      overflow: 'hidden',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6' },
    title: { textStyle: 'heading.sm' },
    description: { textStyle: 'body.md', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '4', px: '6', py: '6' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: '3',
      px: '6',
      py: '4',
      borderTopWidth: '1px',
      borderColor: 'border.default',
      bg: 'bg.subtle',
    },
  },
  staticCss: ['*'],
});
