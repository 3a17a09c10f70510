import { defineSlotRecipe } from '@pandacss/dev';
import { iconButton } from './shared/icon-button';

/** An activity list's filter row: the search box first and widest, then the selects, Reset at the end. */
export const filterBar = defineSlotRecipe({
  className: 'filter-bar',
  jsx: ['FilterBar'],
  slots: ['root', 'search', 'searchIcon', 'clear', 'reset'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' },
    search: { position: 'relative', flex: '1 1 16rem', minW: '56', maxW: 'md', alignSelf: 'flex-end' },
    searchIcon: {
      position: 'absolute',
      insetStart: '2.5',
      top: '50%',
      transform: 'translateY(-50%)',
      w: '4',
      h: '4',
      color: 'fg.muted',
      pointerEvents: 'none',
    },
    clear: {
      ...iconButton,
      position: 'absolute',
      insetEnd: '1',
      top: '50%',
      transform: 'translateY(-50%)',
      p: '1',
      borderRadius: 'sm',
    },
    reset: { alignSelf: 'flex-end' },
  },
  staticCss: ['*'],
});
