import { defineRecipe } from '@pandacss/dev';

/** A heading in one of the text styles; the element (h1…h6) is the page's outline, not the size. */
export const heading = defineRecipe({
  className: 'heading',
  jsx: ['Heading'],
  base: { color: 'fg.default' },
  variants: {
    size: {
      xl: { textStyle: 'heading.xl' },
      lg: { textStyle: 'heading.lg' },
      md: { textStyle: 'heading.md' },
      sm: { textStyle: 'heading.sm' },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
