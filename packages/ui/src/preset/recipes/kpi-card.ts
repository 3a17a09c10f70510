import { defineSlotRecipe } from '@pandacss/dev';
import { surface } from './shared/surface';

/** A dashboard figure: its label, the value large, and the change against the previous period in its tone. */
export const kpiCard = defineSlotRecipe({
  className: 'kpi-card',
  jsx: ['KpiCard'],
  slots: ['root', 'label', 'value', 'change', 'comparison'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      p: '4',
      ...surface,
      minW: '0',
    },
    label: { textStyle: 'label.md', color: 'fg.muted' },
    value: { textStyle: 'heading.lg', fontVariantNumeric: 'tabular-nums' },
    change: {
      display: 'inline-flex',
      alignItems: 'baseline',
      flexWrap: 'wrap',
      columnGap: '1.5',
      textStyle: 'label.sm',
      fontVariantNumeric: 'tabular-nums',
      color: 'fg.muted',
      '&[data-tone=good]': { color: 'success.fg' },
      '&[data-tone=bad]': { color: 'danger.fg' },
    },
    comparison: { textStyle: 'body.sm', color: 'fg.muted' },
  },
  staticCss: ['*'],
});
