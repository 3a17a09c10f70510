import { defineRecipe } from '@pandacss/dev';
import { controlBox } from './shared/control-box';

/** A multi-line text input that grows by hand (vertical resize only). */
export const textarea = defineRecipe({
  className: 'textarea',
  jsx: ['Textarea', 'Field.Textarea', 'TextField'],
  base: { ...controlBox, minH: '20', py: '2', resize: 'vertical' },
  staticCss: ['*'],
});
