import { progressAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/**
 * A linear progress bar (Ark Progress): label, value text, track and range. `data-warning` on the root turns the
 * bar and its text red (usage at 80% of an allowance, spec 000 §9).
 */
export const progress = defineSlotRecipe({
  className: 'progress',
  jsx: ['Progress', 'PlanCard'],
  slots: progressAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    valueText: {
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
      '[data-warning] &': { color: 'danger.fg' },
    },
    track: { w: 'full', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' },
    range: {
      h: 'full',
      bg: 'accent.default',
      borderRadius: 'full',
      '[data-warning] &': { bg: 'danger.default' },
    },
  },
  variants: {
    size: {
      sm: { root: { gap: '1' }, valueText: { textStyle: 'label.sm' }, track: { h: '1.5' } },
      md: { root: { gap: '1.5' }, valueText: { textStyle: 'body.sm' }, track: { h: '2' } },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
