import { defineSlotRecipe } from '@pandacss/dev';

/** What a plan or pricing card adds to the Card: the heading row with its badge, the price, the feature list. */
export const planCard = defineSlotRecipe({
  className: 'plan-card',
  jsx: ['PlanCard', 'PricingCard'],
  slots: ['heading', 'usage', 'price', 'features', 'feature', 'action'],
  base: {
    heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    usage: { textStyle: 'body.md', color: 'fg.default', fontVariantNumeric: 'tabular-nums' },
    price: { textStyle: 'heading.lg', color: 'fg.default' },
    features: { display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', m: '0', p: '0' },
    feature: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2',
      textStyle: 'body.md',
      color: 'fg.default',
      '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: '0', color: 'success.fg' },
    },
    action: { display: 'flex', mt: 'auto', '& > *': { flex: '1' } },
  },
  staticCss: ['*'],
});
