import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { overlay } from './shared/overlay';

/**
 * A panel sliding over the page's end edge (Ark Dialog): a session's details, a delivery log. Header and footer
 * stay put, the body scrolls between them.
 */
export const drawer = defineSlotRecipe({
  className: 'drawer',
  jsx: ['Drawer', 'SessionDrawer'],
  slots: dialogAnatomy.extendWith('header', 'body', 'footer').keys(),
  base: {
    ...overlay,
    positioner: { ...overlay.positioner, justifyContent: 'flex-end', alignItems: 'stretch' },
    content: { ...overlay.content, h: '100dvh', borderStartWidth: '1px', borderColor: 'border.default' },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: '6',
      pt: '5',
      pb: '4',
      pe: '12',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    body: {
      display: 'flex',
      flexDirection: 'column',
      gap: '6',
      flex: '1',
      px: '6',
      py: '5',
      overflowY: 'auto',
    },
    footer: { ...overlay.footer, py: '4', borderTopWidth: '1px', borderColor: 'border.default' },
  },
  variants: {
    size: {
      sm: { content: { maxW: 'md' } },
      md: { content: { maxW: 'xl' } },
      lg: { content: { maxW: '3xl' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
