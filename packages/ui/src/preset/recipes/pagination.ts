import { paginationAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared/focus-ring';

const pageButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  minW: '8',
  h: '8',
  px: '2',
  borderRadius: 'md',
  textStyle: 'label.sm',
  color: 'fg.default',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: focusRing,
  _disabled: { opacity: '0.4', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  '& svg': { w: '4', h: '4' },
} as const;

/** Page controls (Ark Pagination): previous, the pages with ellipses, next; the current page filled. */
export const pagination = defineSlotRecipe({
  className: 'pagination',
  jsx: ['Pagination', 'DataTable', 'PagedTableFooter'],
  slots: paginationAnatomy.keys(),
  base: {
    root: { display: 'flex', alignItems: 'center', gap: '1' },
    item: {
      ...pageButton,
      '&[data-selected]': { bg: 'accent.default', color: 'fg.onAccent', _hover: { bg: 'accent.emphasized' } },
    },
    ellipsis: { minW: '8', textAlign: 'center', color: 'fg.muted' },
    prevTrigger: pageButton,
    nextTrigger: pageButton,
    firstTrigger: pageButton,
    lastTrigger: pageButton,
  },
  staticCss: ['*'],
});
