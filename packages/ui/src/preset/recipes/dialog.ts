import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { overlay } from './shared/overlay';

/**
 * A modal dialog (Ark Dialog): backdrop, a panel centred (or near the top, for a command palette), header,
 * scrolling body, footer. ConfirmDialog and SearchDialog are dialogs of this recipe.
 */
export const dialog = defineSlotRecipe({
  className: 'dialog',
  jsx: ['Dialog', 'ConfirmDialog', 'SearchDialog'],
  slots: dialogAnatomy.extendWith('header', 'body', 'footer').keys(),
  base: {
    ...overlay,
    positioner: { ...overlay.positioner, justifyContent: 'center', p: '4' },
    content: {
      ...overlay.content,
      maxH: 'calc(100dvh - 2rem)',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'lg',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6', pe: '12' },
    body: { display: 'flex', flexDirection: 'column', gap: '4', px: '6', py: '4', overflowY: 'auto' },
    footer: { ...overlay.footer, pb: '6', pt: '2' },
  },
  variants: {
    size: {
      sm: { content: { maxW: 'md' } },
      md: { content: { maxW: 'lg' } },
      lg: { content: { maxW: '3xl' } },
      xl: { content: { maxW: '4xl', borderRadius: 'xl' } },
    },
    placement: {
      center: { positioner: { alignItems: 'center' } },
      // A command palette opens near the top and keeps its place while its results grow.
      top: { positioner: { alignItems: 'flex-start', pt: '8vh' }, content: { maxH: 'calc(100dvh - 16vh)' } },
    },
  },
  defaultVariants: { size: 'md', placement: 'center' },
  staticCss: ['*'],
});
