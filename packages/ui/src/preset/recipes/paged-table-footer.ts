import { defineSlotRecipe } from '@pandacss/dev';

/** Under a server-paged table: the count line at the start, rows per page and Previous/Next at the end. */
export const pagedTableFooter = defineSlotRecipe({
  className: 'paged-table-footer',
  jsx: ['PagedTableFooter'],
  slots: ['root', 'count', 'controls'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      py: '3',
    },
    count: { textStyle: 'body.md', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' },
  },
  staticCss: ['*'],
});
