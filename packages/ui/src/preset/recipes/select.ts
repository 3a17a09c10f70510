import { selectAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { controlBox, controlSizes } from './shared/control-box';
import { floatingItem, floatingSurface, itemIndicator } from './shared/floating-surface';
import { focusRing } from './shared/focus-ring';

/** A list box of choices (Ark Select): label, a trigger showing the value, the floating list. */
export const select = defineSlotRecipe({
  className: 'select',
  jsx: ['Select', 'AppSwitcher', 'FilterBar', 'PagedTableFooter', 'SearchDialog'],
  slots: selectAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    control: { position: 'relative', display: 'flex' },
    trigger: {
      ...controlBox,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      minW: '36',
      textAlign: 'start',
      cursor: 'pointer',
      _focusVisible: focusRing,
    },
    valueText: {
      flex: '1',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      '&[data-placeholder-shown]': { color: 'fg.subtle' },
    },
    indicator: { display: 'inline-flex', color: 'fg.muted', '& svg': { w: '4', h: '4' } },
    clearTrigger: {
      display: 'inline-flex',
      color: 'fg.muted',
      cursor: 'pointer',
      '& svg': { w: '4', h: '4' },
    },
    content: {
      ...floatingSurface,
      minW: 'var(--reference-width)',
      maxH: 'min(var(--available-height), 18rem)',
      overflowY: 'auto',
      p: '1',
    },
    list: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    item: floatingItem,
    itemText: { flex: '1' },
    itemIndicator,
    itemGroupLabel: { px: '2.5', py: '1.5', textStyle: 'label.sm', color: 'fg.muted' },
  },
  variants: {
    size: {
      sm: { label: { textStyle: 'label.sm', color: 'fg.muted' }, trigger: controlSizes.sm },
      md: { trigger: controlSizes.md },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
