import { listBillingPlansQueryOptions, type AppId } from '@console/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { PricingView } from './pricing-view';
import { usePricingFreeTrial } from './use-pricing-free-trial';

/** An app's Pricing (apps.md §2.3), loaded by its route; the status is the cached bootstrap's, so it follows a trial. */
export function PricingPage({ app }: { app: AppId }) {
  const api = useApi();
  const user = useBootstrap();
  const accountId = user.account.id;
  const { data: plans } = useSuspenseQuery(listBillingPlansQueryOptions(api, accountId, app));
  const startFreeTrial = usePricingFreeTrial(accountId, app);
  return (
    <PricingView
      app={app}
      status={user.billing[app].status}
      plans={plans}
      sender={{ accountId, company: user.branding.name ?? null }}
      onStartFreeTrial={startFreeTrial}
    />
  );
}
