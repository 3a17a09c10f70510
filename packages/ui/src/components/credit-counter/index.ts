export { CreditCounter, type CreditCounterProps } from './credit-counter';
export { CREDIT_WARNING_RATIO, creditUsage } from './credit-usage';
