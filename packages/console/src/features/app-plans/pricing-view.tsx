import { getApp, type AppId, type AppStatus, type BillingPlan } from '@console/api-client';
import { Button, PricingCard, TimerButton } from '@console/ui';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import ContactSalesDialog from '../../components/contact-sales-dialog';
import { currentPlanId, planAction, planPriceLabel, salesRequest } from './plan-actions';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '6',
  alignItems: 'stretch',
});

interface PricingViewProps {
  app: AppId;
  status: AppStatus;
  /** GET /{app}/billing/plans, in the server's order (Free Trial, Subscription, Enterprise). */
  plans: readonly BillingPlan[];
  /** For the Contact sales message: who asks. */
  sender: { accountId: string; company: string | null };
  /** POST /{app}/billing/free-trial, its toasts and the way to the dashboard; rejects when it failed. */
  onStartFreeTrial: () => Promise<void>;
}

/**
 * An app's Pricing (apps.md §2.3): one card per plan with its price and features, "Current plan" on the app's
 * plan, and the plan's action: Start Free Trial, or Subscribe and Contact sales, which open the Contact sales
 * dialog prefilled with the plan and the app (no checkout).
 */
export function PricingView({ app, status, plans, sender, onStartFreeTrial }: PricingViewProps) {
  const title = getApp(app).title;
  const current = currentPlanId(status);
  const [sales, setSales] = useState<'subscription' | 'enterprise' | null>(null);
  const [salesPlan, setSalesPlan] = useState<'subscription' | 'enterprise'>('subscription');
  const request = salesRequest(salesPlan, title, sender);

  const openSales = (plan: 'subscription' | 'enterprise') => {
    setSalesPlan(plan);
    setSales(plan);
  };

  const actionOf = (plan: BillingPlan) => {
    switch (planAction(plan.id, status)) {
      case 'start-free-trial':
        return <TimerButton onClick={onStartFreeTrial}>Start Free Trial</TimerButton>;
      case 'subscribe':
        return <Button onClick={() => openSales('subscription')}>Subscribe</Button>;
      case 'contact-sales':
        return (
          <Button variant="outline" onClick={() => openSales('enterprise')}>
            Contact sales
          </Button>
        );
      case null:
        return undefined;
    }
  };

  return (
    <div>
      <AppPageHeader title="Pricing">
        The plans of {title}. You pay for each session whose SMS goes out.
      </AppPageHeader>
      <div className={grid}>
        {plans.map((plan) => (
          <PricingCard
            key={plan.id}
            name={plan.name}
            priceLabel={planPriceLabel(plan)}
            features={plan.features}
            current={plan.id === current}
            action={actionOf(plan)}
          />
        ))}
      </div>
      <ContactSalesDialog
        open={sales !== null}
        onOpenChange={(open) => {
          if (!open) setSales(null);
        }}
        subject={request.subject}
        body={request.body}
      />
    </div>
  );
}
