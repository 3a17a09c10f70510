import { defineRecipe } from '@pandacss/dev';

/** Running text in a size and a tone: muted for secondary lines, danger and success for outcomes. */
export const text = defineRecipe({
  className: 'text',
  jsx: ['Text'],
  variants: {
    size: {
      lg: { textStyle: 'body.lg' },
      md: { textStyle: 'body.md' },
      sm: { textStyle: 'body.sm' },
    },
    tone: {
      default: { color: 'fg.default' },
      muted: { color: 'fg.muted' },
      subtle: { color: 'fg.subtle' },
      danger: { color: 'danger.fg' },
      success: { color: 'success.fg' },
      warning: { color: 'warning.fg' },
    },
  },
  defaultVariants: { size: 'md', tone: 'default' },
  staticCss: ['*'],
});
