export { CURRENT_PLAN_LABEL, PricingCard, type PricingCardProps } from './pricing-card';
