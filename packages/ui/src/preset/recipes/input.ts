import { defineRecipe } from '@pandacss/dev';
import { controlBox, controlSizes } from './shared/control-box';

/** A one-line text input (inside a Field, or alone with an aria-label). */
export const input = defineRecipe({
  className: 'input',
  jsx: ['Input', 'Field.Input', 'TextField', 'FilterBar'],
  base: controlBox,
  variants: { size: controlSizes },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
