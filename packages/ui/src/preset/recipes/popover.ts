import { popoverAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { floatingSurface } from './shared/floating-surface';
import { focusRing } from './shared/focus-ring';

/** A non-modal panel anchored to its trigger (Ark Popover): title, description, body, footer. */
export const popover = defineSlotRecipe({
  className: 'popover',
  jsx: ['Popover', 'NotificationBell'],
  slots: popoverAnatomy.extendWith('header', 'body', 'footer').keys(),
  base: {
    content: { ...floatingSurface, gap: '3', w: '72', maxW: 'calc(100vw - 2rem)', p: '4' },
    header: { display: 'flex', flexDirection: 'column', gap: '1' },
    title: { textStyle: 'heading.sm' },
    description: { textStyle: 'body.md', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '2' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '2' },
    closeTrigger: {
      position: 'absolute',
      top: '2',
      insetEnd: '2',
      display: 'inline-flex',
      p: '1',
      borderRadius: 'md',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle' },
      _focusVisible: focusRing,
    },
  },
  staticCss: ['*'],
});
