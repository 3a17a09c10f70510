import { defineSlotRecipe } from '@pandacss/dev';

/** The search dialog's filter bar: its row, and Reset aligned with the controls (Select and DatePicker style them). */
export const searchFilters = defineSlotRecipe({
  className: 'search-filters',
  jsx: ['SearchDialog'],
  slots: ['root', 'reset'],
  base: {
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      gap: '3',
      px: '4',
      py: '3',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    reset: { alignSelf: 'flex-end' },
  },
  staticCss: ['*'],
});
