import { getAccountQueryOptions } from '@console/api-client';
import { Skeleton } from '@console/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, type ErrorComponentProps } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { AccountAdminsTable } from './account-admins-table';
import { AccountAppsTable } from './account-apps-table';
import { AccountStatistics } from './account-statistics';
import { GhostModeButton } from './ghost-mode-button';
import { pageFrame, pageHeading, section, sectionHeading } from './page-styles';
import { WatchTowerLoadError } from './watch-tower-load-error';

const top = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' });
const route = getRouteApi('/_authenticated/watch-tower/accounts/$id');

/**
 * Watch Tower account detail (spec 000 §2): the name and Ghost Mode, Tasks Completed, the apps (conversion) and
 * the admins.
 */
export function AccountPage() {
  const api = useApi();
  const { id } = route.useParams();
  const { data: detail } = useSuspenseQuery(getAccountQueryOptions(api, id));
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

/** While the account loads. */
export function AccountSkeleton() {
  return (
    <main className={pageFrame} aria-busy="true">
      <Skeleton width="40%" height="2.5rem" />
    </main>
  );
}

/** A failed load: a generic heading (the spec shows none), why, and a Retry. */
export function AccountError({ error }: ErrorComponentProps) {
  return <WatchTowerLoadError title="Account" error={error} />;
}
