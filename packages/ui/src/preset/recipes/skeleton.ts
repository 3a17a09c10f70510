import { defineRecipe } from '@pandacss/dev';

/** A placeholder block while content loads: a muted bar that pulses, still when motion is reduced. */
export const skeleton = defineRecipe({
  className: 'skeleton',
  jsx: ['Skeleton', 'DataTable'],
  base: {
    display: 'block',
    h: '4',
    w: 'full',
    maxW: 'full',
    bg: 'bg.muted',
    borderRadius: 'sm',
    animation: 'cui-pulse 1.5s ease-in-out infinite',
    _motionReduce: { animation: 'none' },
  },
  variants: {
    shape: {
      line: {},
      circle: { borderRadius: 'full', aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'line' },
  staticCss: ['*'],
});
