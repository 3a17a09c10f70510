import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { controlBox, controlSizes } from './shared/control-box';

/**
 * A labelled form control (Ark Field): label, helper text and error text around an Input, a Textarea (their own
 * recipes) or a native select (this recipe's `select`).
 */
export const field = defineSlotRecipe({
  className: 'field',
  jsx: ['Field', 'TextField', 'SelectField'],
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    select: { ...controlBox, ...controlSizes.md, appearance: 'auto', cursor: 'pointer' },
    helperText: { textStyle: 'body.sm', color: 'fg.muted' },
    errorText: { textStyle: 'body.sm', color: 'danger.fg' },
    requiredIndicator: { color: 'danger.fg', ms: '0.5' },
  },
  staticCss: ['*'],
});
