import { defineSlotRecipe } from '@pandacss/dev';

/** "850 / 1,000 credits" over a thin bar; both turn red from CREDIT_WARNING_RATIO of the free tier. */
export const creditCounter = defineSlotRecipe({
  className: 'credit-counter',
  jsx: ['CreditCounter'],
  slots: ['root', 'valueText', 'track', 'range'],
  base: {
    root: { display: 'inline-flex', flexDirection: 'column', gap: '1', minW: '36' },
    valueText: {
      textStyle: 'label.sm',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
      '[data-warning] &': { color: 'danger.fg' },
    },
    track: { h: '1.5', w: 'full', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' },
    range: {
      h: 'full',
      bg: 'accent.default',
      borderRadius: 'full',
      '[data-warning] &': { bg: 'danger.default' },
    },
  },
  staticCss: ['*'],
});
