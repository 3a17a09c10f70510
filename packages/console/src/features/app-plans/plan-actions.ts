import type { AppStatus, BillingPlan } from '@console/api-client';

/** What a plan card offers, by the app's billing status (apps.md §2.3). */
type PlanAction = 'start-free-trial' | 'subscribe' | 'contact-sales' | null;

/** Which plan an app's status is on: the "Current plan" badge (cancelled and inactive are on none). */
export function currentPlanId(status: AppStatus): BillingPlan['id'] | null {
  return status === 'free-trial' || status === 'subscription' || status === 'enterprise' ? status : null;
}

/**
 * Start Free Trial on the Free Trial card of an inactive app; Subscribe on the Subscription card during a free
 * trial or after a cancellation; Contact sales on the Enterprise card unless the app is on it.
 */
export function planAction(plan: BillingPlan['id'], status: AppStatus): PlanAction {
  switch (plan) {
    case 'free-trial':
      return status === 'inactive' ? 'start-free-trial' : null;
    case 'subscription':
      return status === 'free-trial' || status === 'cancelled' ? 'subscribe' : null;
    case 'enterprise':
      return status === 'enterprise' ? null : 'contact-sales';
  }
}

const count = new Intl.NumberFormat('en-US');

/** The Free Trial card's price: "{freeTier} free sessions" (apps.md §2.3); other plans say what the server says. */
export function planPriceLabel(plan: BillingPlan): string {
  return plan.id === 'free-trial' && plan.includedCredits !== null
    ? `${count.format(plan.includedCredits)} free sessions`
    : plan.priceLabel;
}

/** What the Contact sales dialog is prefilled with, for a plan of an app. */
export function salesRequest(
  plan: 'subscription' | 'enterprise',
  appTitle: string,
  sender: { accountId: string; company: string | null },
): { subject: string; body: string } {
  const subject = plan === 'subscription' ? `Subscribe to ${appTitle}` : `${appTitle}: Enterprise plan`;
  const who = sender.company
    ? `${sender.company} (account ${sender.accountId})`
    : `Account ${sender.accountId}`;
  const wish =
    plan === 'subscription'
      ? `We would like to subscribe to ${appTitle}.`
      : `We would like to talk about the Enterprise plan of ${appTitle}.`;
  return { subject, body: `${wish}\n\n${who}` };
}
