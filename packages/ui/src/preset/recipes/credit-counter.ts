import { defineRecipe } from '@pandacss/dev';

/** The header's credit counter: a small Progress (`size="sm"`) kept wide enough for "12,500 / 20,000 credits". */
export const creditCounter = defineRecipe({
  className: 'credit-counter',
  jsx: ['CreditCounter'],
  base: { minW: '36' },
  staticCss: ['*'],
});
