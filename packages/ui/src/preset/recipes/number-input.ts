import { numberInputAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { controlBox, controlSizes } from './shared/control-box';

const stepper = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '7',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  _disabled: { opacity: '0.4', cursor: 'not-allowed' },
  '& svg': { w: '3.5', h: '3.5' },
} as const;

/** A number field with up and down steppers (Ark NumberInput): limits, steps and locale formatting from Ark. */
export const numberInput = defineSlotRecipe({
  className: 'number-input',
  jsx: ['NumberInput'],
  slots: numberInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    control: {
      ...controlBox,
      ...controlSizes.md,
      // The input over both rows, the two steppers stacked at the end.
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gridTemplateRows: '1fr 1fr',
      px: '0',
      overflow: 'hidden',
      _focusWithin: { borderColor: 'border.focus', boxShadow: '0 0 0 1px {colors.border.focus}' },
    },
    input: {
      gridRow: 'span 2',
      minW: '0',
      px: '3',
      bg: 'transparent',
      outline: '0',
      fontVariantNumeric: 'tabular-nums',
    },
    incrementTrigger: { ...stepper, borderStartWidth: '1px', borderColor: 'border.default' },
    decrementTrigger: {
      ...stepper,
      borderStartWidth: '1px',
      borderTopWidth: '1px',
      borderColor: 'border.default',
    },
  },
  staticCss: ['*'],
});
