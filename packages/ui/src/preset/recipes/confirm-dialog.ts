import { defineSlotRecipe } from '@pandacss/dev';

/** An alert dialog that asks before an action: backdrop, centred panel, title, text, and the two buttons. */
export const confirmDialog = defineSlotRecipe({
  className: 'confirm-dialog',
  jsx: ['ConfirmDialog'],
  slots: ['backdrop', 'positioner', 'content', 'title', 'description', 'footer'],
  base: {
    backdrop: { position: 'fixed', inset: '0', zIndex: 'overlay', bg: 'rgb(0 0 0 / 0.5)' },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      w: 'full',
      maxW: 'md',
      p: '6',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'lg',
      boxShadow: 'xl',
      outline: '0',
    },
    title: { textStyle: 'heading.sm' },
    description: { textStyle: 'body.md', color: 'fg.muted' },
    footer: { display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: '3', mt: '4' },
  },
  staticCss: ['*'],
});
