export { PlanCard, type PlanCardProps, type PlanUsage } from './plan-card';
export { freeCreditsText, sessionsThisMonthText } from './plan-usage';
