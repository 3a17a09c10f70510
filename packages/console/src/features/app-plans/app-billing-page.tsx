import { cancelSubscriptionMutationOptions, getUsageQueryOptions, type AppId } from '@console/api-client';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { BillingView } from './billing-view';

/** An app's Settings › Billing (apps.md §2.4), loaded by its route; the status follows the cached bootstrap. */
export function AppBillingPage({ app }: { app: AppId }) {
  const api = useApi();
  const user = useBootstrap();
  const accountId = user.account.id;
  const { data: usage } = useSuspenseQuery(getUsageQueryOptions(api, accountId, app));
  const cancel = useMutation(cancelSubscriptionMutationOptions(api, accountId));
  return (
    <BillingView
      app={app}
      status={user.billing[app].status}
      usage={usage}
      onCancel={() => cancel.mutateAsync({ app })}
    />
  );
}
