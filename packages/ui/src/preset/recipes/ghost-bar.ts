import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The ghost-mode bar: orange in both themes with near-black text (7:1), full width above the header.
 * Buttons inside keep their own colours (an outline button reads on orange in either theme).
 */
export const ghostBar = defineSlotRecipe({
  className: 'ghost-bar',
  jsx: ['GhostBar'],
  slots: ['root', 'icon', 'message', 'action'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      minH: '10',
      px: '4',
      py: '1.5',
      bg: 'orange.500',
      color: 'gray.950',
    },
    icon: { w: '4', h: '4', flexShrink: '0' },
    message: { textStyle: 'label.md' },
    action: { display: 'flex', alignItems: 'center', ml: '2' },
  },
  staticCss: ['*'],
});
