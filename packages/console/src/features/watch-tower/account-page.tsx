import { getAccountQueryOptions } from '@console/api-client';
import { Skeleton } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { AccountAdminsTable } from './account-admins-table';
import { AccountAppsTable } from './account-apps-table';
import { AccountStatistics } from './account-statistics';
import { GhostModeButton } from './ghost-mode-button';
import { pageFrame, pageHeading, section, sectionHeading } from './page-styles';
import { RetryError } from './retry-error';

const top = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' });

/**
 * Watch Tower account detail (spec 000 §2): the name and Ghost Mode, Tasks Completed, the apps (conversion) and
 * the admins. A failed load shows the error with a Retry under a generic heading (the spec shows none).
 */
export function AccountPage() {
  const api = useApi();
  const { id } = useParams({ from: '/_authenticated/watch-tower/accounts/$id' });
  const query = useQuery(getAccountQueryOptions(api, id));

  if (query.isError) {
    return (
      <main className={pageFrame}>
        <h1 className={pageHeading}>Account</h1>
        <RetryError error={query.error} onRetry={() => void query.refetch()} />
      </main>
    );
  }
  if (query.isPending) {
    return (
      <main className={pageFrame} aria-busy="true">
        <Skeleton width="40%" height="2.5rem" />
      </main>
    );
  }
  const detail = query.data;
  return (
    <main className={pageFrame}>
      <div className={top}>
        <h1 className={pageHeading}>{detail.account.name}</h1>
        <GhostModeButton accountId={id} />
      </div>
      <section className={section} aria-labelledby="wt-statistics">
        <h2 id="wt-statistics" className={sectionHeading}>
          Statistics
        </h2>
        <AccountStatistics accountId={id} />
      </section>
      <section className={section} aria-labelledby="wt-apps">
        <h2 id="wt-apps" className={sectionHeading}>
          Apps
        </h2>
        <AccountAppsTable accountId={id} apps={detail.apps} />
      </section>
      <section className={section} aria-labelledby="wt-admins">
        <h2 id="wt-admins" className={sectionHeading}>
          Admins
        </h2>
        <AccountAdminsTable admins={detail.admins} />
      </section>
    </main>
  );
}
