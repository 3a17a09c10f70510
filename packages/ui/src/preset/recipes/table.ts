import { defineSlotRecipe } from '@pandacss/dev';

/** A plain data table: header row on a tinted band, rows divided by hairlines, numbers aligned by `data-align=end`. */
export const table = defineSlotRecipe({
  className: 'table',
  jsx: ['Table'],
  slots: ['root', 'caption', 'head', 'body', 'foot', 'row', 'header', 'cell'],
  base: {
    root: { w: 'full', borderCollapse: 'collapse', textStyle: 'body.md', color: 'fg.default' },
    caption: { captionSide: 'top', textAlign: 'start', pb: '2', textStyle: 'label.md' },
    head: { bg: 'bg.subtle' },
    row: { borderBottomWidth: '1px', borderColor: 'border.muted', _last: { borderBottomWidth: '0' } },
    header: {
      px: '3',
      py: '2',
      textAlign: 'start',
      textStyle: 'label.sm',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      '&[data-align=end]': { textAlign: 'end' },
    },
    cell: {
      px: '3',
      py: '2',
      verticalAlign: 'top',
      '&[data-align=end]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
    foot: { borderTopWidth: '1px', borderColor: 'border.default', fontWeight: '500' },
  },
  staticCss: ['*'],
});
