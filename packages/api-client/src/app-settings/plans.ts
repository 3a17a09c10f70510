import type { AppId } from '../apps';
import { FREE_TIER_CREDITS } from '../rules/apps';
import type { BillingPlan, GeneralSettings } from './schemas';
import { DEFAULT_LINK_EXPIRY_MINUTES, DISPLAY_NAME_MAX } from './schemas';

/** Subscription prices per session, in words (apps.md §2.3: prices are data, as Stripe's). */
const SUBSCRIPTION_PRICES: Record<AppId, string> = {
  'one-time-passcode': '$0.10 per verification',
  passkeys: '$0.15 per session',
  'document-signature': '$0.90 per signature',
  'e-form': '$0.40 per submission',
  payments: '$0.30 per payment',
  'gateway-payments': '$0.30 per payment',
  'identity-verification': '$1.50 per verification',
};

/** GET /{app}/billing/plans: Free Trial, Subscription, Enterprise, the same on both back ends. */
export function appBillingPlans(app: AppId): BillingPlan[] {
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
      priceLabel: SUBSCRIPTION_PRICES[app],
      includedCredits: null,
      features: [
        'Unlimited sessions, billed monthly',
        'Your own Twilio number',
        'Webhooks and log forwarding',
      ],
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      priceLabel: 'Custom pricing',
      includedCredits: null,
      features: ['Volume pricing, SSO, SLA', 'Dedicated success manager'],
    },
  ];
}

/**
 * Settings › General before the first save: the account's branding name (its company name as customers see it; the
 * account's name when branding has none), 15 minutes, English, no redirect.
 */
export function defaultGeneralSettings(account: {
  brandingName: string | null | undefined;
  accountName: string;
}): GeneralSettings {
  return {
    displayName: (account.brandingName?.trim() || account.accountName).slice(0, DISPLAY_NAME_MAX),
    linkExpiryMinutes: DEFAULT_LINK_EXPIRY_MINUTES,
    language: 'en',
    redirectUrl: '',
    completionMessage: '',
  };
}
