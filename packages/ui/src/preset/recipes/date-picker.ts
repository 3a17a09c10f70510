import { datePickerAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { controlBox, controlSizes } from './shared/control-box';
import { floatingSurface } from './shared/floating-surface';
import { focusRing } from './shared/focus-ring';
import { iconButton } from './shared/icon-button';

/** A date or date-range field with a month calendar (Ark DatePicker). */
export const datePicker = defineSlotRecipe({
  className: 'date-picker',
  jsx: ['DatePicker', 'DateRangePicker', 'FilterBar', 'SearchDialog'],
  slots: [...new Set(datePickerAnatomy.keys())],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    control: {
      ...controlBox,
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      w: 'auto',
      pe: '1',
      _focusWithin: focusRing,
    },
    input: {
      w: '6.5rem',
      bg: 'transparent',
      outline: '0',
      fontVariantNumeric: 'tabular-nums',
      _placeholder: { color: 'fg.subtle' },
    },
    trigger: { ...iconButton, w: '7', h: '7' },
    clearTrigger: { ...iconButton, w: '7', h: '7' },
    positioner: { zIndex: 'popover' },
    content: { ...floatingSurface, p: '3', zIndex: 'popover' },
    viewControl: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: '2' },
    rangeText: { textStyle: 'label.md' },
    prevTrigger: { ...iconButton, w: '8', h: '8', color: 'fg.default' },
    nextTrigger: { ...iconButton, w: '8', h: '8', color: 'fg.default' },
    table: { borderCollapse: 'collapse' },
    tableHeader: {
      w: '9',
      h: '8',
      textStyle: 'caption',
      color: 'fg.muted',
      fontWeight: '400',
      '& abbr': { textDecoration: 'none' },
    },
    tableCellTrigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '9',
      h: '9',
      borderRadius: 'md',
      textStyle: 'body.md',
      cursor: 'pointer',
      fontVariantNumeric: 'tabular-nums',
      _hover: { bg: 'bg.subtle' },
      _focusVisible: focusRing,
      '&[data-outside-range]': { color: 'fg.subtle' },
      '&[data-in-range]': { bg: 'accent.subtle', borderRadius: '0' },
      '&[data-selected]': { bg: 'accent.default', color: 'fg.onAccent', borderRadius: 'md' },
      '&[data-today]': { fontWeight: '600' },
      _disabled: { opacity: '0.4', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
      '&[data-unavailable]': { opacity: '0.4', cursor: 'not-allowed', textDecoration: 'line-through' },
    },
  },
  variants: {
    size: {
      sm: { label: { textStyle: 'label.sm', color: 'fg.muted' }, control: controlSizes.sm },
      md: { control: controlSizes.md },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
