import { defineSlotRecipe } from '@pandacss/dev';

const control = {
  w: 'full',
  minW: '0',
  px: '3',
  py: '2',
  textStyle: 'body.md',
  color: 'fg.default',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'md',
  outline: '0',
  _placeholder: { color: 'fg.subtle' },
  _focusVisible: { borderColor: 'border.focus', boxShadow: '0 0 0 1px {colors.border.focus}' },
  // Not Panda's _invalid: it includes :invalid, which marks a required field red before anything is submitted.
  '&:is([data-invalid], [aria-invalid=true])': { borderColor: 'danger.default' },
  _disabled: { opacity: '0.6', cursor: 'not-allowed' },
} as const;

/** A labelled form control with helper and error text (Ark Field). */
export const field = defineSlotRecipe({
  className: 'field',
  jsx: ['Field', 'TextField'],
  slots: ['root', 'label', 'input', 'textarea', 'select', 'helperText', 'errorText', 'requiredIndicator'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    input: { ...control, h: '10' },
    textarea: { ...control, minH: '20', resize: 'vertical' },
    select: { ...control, h: '10', appearance: 'auto', cursor: 'pointer' },
    helperText: { textStyle: 'body.sm', color: 'fg.muted' },
    errorText: { textStyle: 'body.sm', color: 'danger.fg' },
    requiredIndicator: { color: 'danger.fg', ms: '0.5' },
  },
  staticCss: ['*'],
});
