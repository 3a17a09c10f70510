import { defineRecipe } from '@pandacss/dev';

/** A spinning ring. Reduced motion slows it rather than stopping it, so "working" still reads. */
export const spinner = defineRecipe({
  className: 'spinner',
  jsx: ['Spinner'],
  base: {
    display: 'inline-block',
    flexShrink: '0',
    borderRadius: 'full',
    borderWidth: '2px',
    borderColor: 'border.default',
    borderTopColor: 'accent.default',
    animation: 'cui-spin 0.8s linear infinite',
    _motionReduce: { animationDuration: '2.4s' },
  },
  variants: {
    size: { sm: { w: '4', h: '4' }, md: { w: '6', h: '6' }, lg: { w: '10', h: '10', borderWidth: '3px' } },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
