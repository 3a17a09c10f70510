import { defineSlotRecipe } from '@pandacss/dev';

const statusColors = {
  success: 'success.default',
  failure: 'danger.default',
  timeout: 'warning.default',
  pending: 'bg.emphasized',
} as const;

/**
 * What a stacked bar chart adds to the chart recipe (which draws its card, axes, tooltip and data table): one
 * colour per status (green, red, amber, grey; spec apps.md §1) for its bars, legend and tooltip swatches.
 */
export const stackedBarChart = defineSlotRecipe({
  className: 'stacked-bar-chart',
  jsx: ['StackedBarChart'],
  slots: ['root', 'legend', 'legendItem', 'series'],
  base: {
    root: Object.fromEntries(
      Object.entries(statusColors).map(([status, color]) => [
        `& :is([data-status=${status}], [data-series=${status}])`,
        { '--series-color': `token(colors.${color})` },
      ]),
    ),
    legend: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '3',
      listStyle: 'none',
      m: '0',
      p: '0',
      textStyle: 'body.sm',
      color: 'fg.muted',
    },
    legendItem: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      '&::before': { content: '""', w: '2.5', h: '2.5', borderRadius: 'xs', bg: 'var(--series-color)' },
    },
    series: { fill: 'var(--series-color)' },
  },
  staticCss: ['*'],
});
