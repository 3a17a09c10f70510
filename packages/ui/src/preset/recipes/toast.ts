import { toastAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared/focus-ring';
import { iconButton } from './shared/icon-button';

const tones = { success: 'success.fg', warning: 'warning.fg', error: 'danger.fg' } as const;

/**
 * A toast of the Toaster. Ark positions each toast through CSS variables (--x, --y, --scale, --height, ...);
 * the type (success, warning, error) colours the icon and the stripe on the leading edge.
 */
export const toast = defineSlotRecipe({
  className: 'toast',
  jsx: ['Toaster'],
  slots: toastAnatomy.extendWith('icon', 'body').keys(),
  base: {
    group: { zIndex: 'toast' },
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      w: 'sm',
      maxW: 'calc(100vw - 2rem)',
      p: '4',
      pe: '10',
      position: 'relative',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderInlineStartWidth: '4px',
      borderRadius: 'lg',
      boxShadow: 'lg',
      overflowWrap: 'anywhere',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height',
      transitionDuration: 'slow',
      transitionTimingFunction: 'default',
      _motionReduce: { transition: 'none' },
      _focusVisible: focusRing,
      ...Object.fromEntries(
        Object.entries(tones).map(([type, color]) => [
          `&[data-type=${type}]`,
          { borderInlineStartColor: color, '& [data-part=icon]': { color } },
        ]),
      ),
    },
    icon: { flexShrink: '0', w: '5', h: '5', mt: '0.5' },
    body: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    title: { textStyle: 'label.md' },
    description: { textStyle: 'body.md', color: 'fg.muted' },
    closeTrigger: { ...iconButton, position: 'absolute', top: '2', insetEnd: '2', w: '7', h: '7' },
  },
  staticCss: ['*'],
});
