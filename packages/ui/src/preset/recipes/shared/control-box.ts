/**
 * The box of a text-like control (input, textarea, native select, select trigger, date input): a bordered field
 * on the surface colour. Invalid is the data/aria attribute, not Panda's `_invalid`, which includes `:invalid` and
 * would mark a required field red before anything is submitted.
 */
export const controlBox = {
  w: 'full',
  minW: '0',
  px: '3',
  textStyle: 'body.md',
  color: 'fg.default',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'md',
  outline: '0',
  _placeholder: { color: 'fg.subtle' },
  _focusVisible: { borderColor: 'border.focus', boxShadow: '0 0 0 1px {colors.border.focus}' },
  '&:is([data-invalid], [aria-invalid=true])': { borderColor: 'danger.default' },
  _disabled: { opacity: '0.6', cursor: 'not-allowed' },
} as const;

/** Heights of the two control sizes, matching the button's. */
export const controlSizes = {
  sm: { h: '8', textStyle: 'body.sm' },
  md: { h: '10', textStyle: 'body.md' },
} as const;
