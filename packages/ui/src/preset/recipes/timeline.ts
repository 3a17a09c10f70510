import { defineSlotRecipe } from '@pandacss/dev';

const tones = { success: 'success.default', danger: 'danger.default', warning: 'warning.default' } as const;

/** A vertical list of events: a dot per event on a thin line, the time in tabular figures, the label, the detail. */
export const timeline = defineSlotRecipe({
  className: 'timeline',
  jsx: ['Timeline'],
  slots: ['root', 'item', 'marker', 'time', 'label', 'detail', 'separator', 'empty'],
  base: {
    root: { display: 'flex', flexDirection: 'column', listStyle: 'none', m: '0', p: '0' },
    item: {
      position: 'relative',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: '1.5',
      ps: '6',
      pb: '3',
      textStyle: 'body.md',
      color: 'fg.default',
      // The line joining the dots, from this event to the next.
      '&:not(:last-child)::before': {
        content: '""',
        position: 'absolute',
        insetStart: '1',
        top: '2',
        bottom: '-2',
        w: '1px',
        bg: 'border.default',
      },
    },
    marker: {
      position: 'absolute',
      insetStart: '0',
      top: '1.5',
      w: '2.5',
      h: '2.5',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'bg.surface',
      bg: 'fg.subtle',
      ...Object.fromEntries(
        Object.entries(tones).map(([tone, color]) => [`&[data-tone=${tone}]`, { bg: color }]),
      ),
    },
    time: { textStyle: 'mono.sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    label: { textStyle: 'label.md' },
    detail: { color: 'fg.muted', overflowWrap: 'anywhere' },
    separator: { color: 'fg.subtle' },
    empty: { textStyle: 'body.md', color: 'fg.muted' },
  },
  staticCss: ['*'],
});
