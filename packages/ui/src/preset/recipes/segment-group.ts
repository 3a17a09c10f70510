import { segmentGroupAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared/focus-ring';

/**
 * A few mutually exclusive options side by side (Ark SegmentGroup), the chosen one raised on a white pill. The
 * pill is the item's own background, not Ark's measured indicator, so it is right on the first paint.
 */
export const segmentGroup = defineSlotRecipe({
  className: 'segment-group',
  jsx: ['SegmentGroup', 'SegmentedControl'],
  slots: segmentGroupAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '0.5',
      p: '0.5',
      bg: 'bg.subtle',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'md',
    },
    label: { srOnly: true },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: '8',
      px: '3',
      borderRadius: 'sm',
      textStyle: 'label.md',
      color: 'fg.muted',
      cursor: 'pointer',
      userSelect: 'none',
      _hover: { color: 'fg.default' },
      _checked: { bg: 'bg.surface', color: 'fg.default', boxShadow: 'xs' },
      _disabled: { opacity: '0.5', cursor: 'not-allowed' },
      '&:has(input:focus-visible)': focusRing,
    },
    indicator: { display: 'none' },
  },
  staticCss: ['*'],
});
