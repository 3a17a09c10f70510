import type { AppId } from '../apps';
import type { BillingPlan } from '../app-settings/schemas';
import { FREE_TIER_CREDITS } from './apps';

/**
 * The plans of GET /{app}/billing/plans (apps.md §2.3), the one list the server and the mocks answer: prices are
 * data (as Stripe's prices), never written in the console. The spec names the three cards and the Enterprise line;
 * the per-session prices and the feature lines are ours (not shown in the spec).
 */
const SUBSCRIPTION_PRICE: Record<AppId, string> = {
  'one-time-passcode': '$0.05 per authentication',
  passkeys: '$0.04 per session',
  'document-signature': '$0.90 per signature',
  'e-form': '$0.40 per submission',
  payments: '$0.25 per payment',
  'identity-verification': '$1.50 per verification',
  'gateway-payments': '$0.25 per payment',
};

export function billingPlans(app: AppId): BillingPlan[] {
  return [
    {
      id: 'free-trial',
      name: 'Free Trial',
      priceLabel: 'Free',
      includedCredits: FREE_TIER_CREDITS,
      features: [`${FREE_TIER_CREDITS} free sessions`, 'Shared SMS number', 'Email support'],
    },
    {
      id: 'subscription',
      name: 'Subscription',
      priceLabel: SUBSCRIPTION_PRICE[app],
      includedCredits: null,
      features: ['Pay for what you send', 'Your own Twilio number', 'Webhooks and log forwarding'],
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      priceLabel: 'Contact sales',
      includedCredits: null,
      features: ['Volume pricing, SSO, SLA', 'Dedicated support'],
    },
  ];
}
