import { defineSlotRecipe } from '@pandacss/dev';

/** Label and value pairs in two columns (one on a phone): a session's customer, phone, agent, times. */
export const detailList = defineSlotRecipe({
  className: 'detail-list',
  jsx: ['DetailList'],
  slots: ['root', 'term', 'value'],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: { base: '1fr', sm: 'minmax(8rem, auto) 1fr' },
      columnGap: '6',
      rowGap: { base: '1', sm: '3' },
      m: '0',
    },
    term: { textStyle: 'label.md', color: 'fg.muted' },
    value: {
      m: '0',
      textStyle: 'body.md',
      color: 'fg.default',
      overflowWrap: 'anywhere',
      mb: { base: '2', sm: '0' },
    },
  },
  staticCss: ['*'],
});
