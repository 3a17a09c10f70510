import { avatarAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** A round photo, or the initials on a tinted disc while there is none (or it fails to load). */
export const avatar = defineSlotRecipe({
  className: 'avatar',
  jsx: ['Avatar'],
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      flexShrink: '0',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'full',
      overflow: 'hidden',
      bg: 'accent.subtle',
      color: 'accent.fg',
      borderWidth: '1px',
      borderColor: 'accent.border',
      userSelect: 'none',
    },
    image: { w: 'full', h: 'full', objectFit: 'cover' },
    fallback: { fontWeight: '600', lineHeight: '1', textTransform: 'uppercase' },
  },
  variants: {
    size: {
      sm: { root: { w: '8', h: '8', fontSize: '0.75rem' } },
      md: { root: { w: '10', h: '10', fontSize: '0.875rem' } },
      lg: { root: { w: '14', h: '14', fontSize: '1.125rem' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
