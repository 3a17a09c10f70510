import { defineRecipe } from '@pandacss/dev';
import { controlBox, controlSizes } from './shared/control-box';

/**
 * A one-line text input (inside a Field, or alone with an aria-label). `variant="search"` leaves room for a
 * search icon at the start and a clear button at the end, and hides the browser's own clear button.
 */
export const input = defineRecipe({
  className: 'input',
  jsx: ['Input', 'Field.Input', 'TextField', 'FilterBar'],
  base: controlBox,
  variants: {
    size: controlSizes,
    variant: {
      default: {},
      search: { ps: '8', pe: '8', '&::-webkit-search-cancel-button': { display: 'none' } },
    },
  },
  defaultVariants: { size: 'md', variant: 'default' },
  staticCss: ['*'],
});
