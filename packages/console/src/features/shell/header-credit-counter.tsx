import { getUsageQueryOptions, type AppId } from '@console/api-client';
import { CreditCounter } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';

/**
 * The free-trial credit counter of the header (spec 000 §2): the caller shows it only inside an app in free trial.
 * Nothing while the usage loads or when it fails: the header must never break on it.
 */
export function HeaderCreditCounter({ accountId, app }: { accountId: string; app: AppId }) {
  const api = useApi();
  const { data } = useQuery(getUsageQueryOptions(api, accountId, app));
  return data ? <CreditCounter credits={data.credits} freeTier={data.freeTier} /> : null;
}
