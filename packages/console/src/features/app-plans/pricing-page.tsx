import { listBillingPlansQueryOptions, type AppId } from '@console/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { useStartFreeTrial } from '../../lib/use-start-free-trial';
import { PricingView } from './pricing-view';

/** Pricing's words for Start Free Trial (apps.md §2.3). */
const PRICING_TRIAL_TEXTS = { started: 'Free trial started', failed: 'Failed to start free trial' };

/** An app's Pricing (apps.md §2.3), loaded by its route; the status is the cached bootstrap's, so it follows a trial. */
export function PricingPage({ app }: { app: AppId }) {
  const api = useApi();
  const user = useBootstrap();
  const accountId = user.account.id;
  const { data: plans } = useSuspenseQuery(listBillingPlansQueryOptions(api, accountId, app));
  const startFreeTrial = useStartFreeTrial(accountId, PRICING_TRIAL_TEXTS);
  return (
    <PricingView
      app={app}
      status={user.billing[app].status}
      plans={plans}
      sender={{ accountId, company: user.branding.name ?? null }}
      onStartFreeTrial={() => startFreeTrial(app)}
    />
  );
}
