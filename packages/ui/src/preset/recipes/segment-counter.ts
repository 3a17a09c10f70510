import { defineSlotRecipe } from '@pandacss/dev';

/** The SMS counter under a message editor: one quiet line, red past the limit, and the UCS-2 warning. */
export const segmentCounter = defineSlotRecipe({
  className: 'segment-counter',
  jsx: ['SegmentCounter'],
  slots: ['root', 'count', 'warning'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    count: {
      textStyle: 'body.sm',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
      '&[data-over]': { color: 'danger.fg' },
    },
    warning: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1.5',
      textStyle: 'body.sm',
      color: 'warning.fg',
      '& svg': { w: '4', h: '4', flexShrink: '0', mt: '0.5' },
    },
  },
  staticCss: ['*'],
});
