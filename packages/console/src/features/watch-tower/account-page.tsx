import { getAccountQueryOptions } from '@console/api-client';
import { Skeleton } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { AccountAdminsTable } from './account-admins-table';
import { AccountAppsTable } from './account-apps-table';
import { GhostModeButton } from './ghost-mode-button';
import { RetryError } from './retry-error';

const main = css({
  w: 'full',
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '8' },
});
const top = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  mb: '8',
});
const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const section = css({ mt: '8' });
const sectionHeading = css({ textStyle: 'heading.md', color: 'fg.default', mb: '3' });

/** Watch Tower account detail (spec 000 §9): heading, Ghost Mode, apps (conversion) and admins. */
export function AccountPage() {
  const api = useApi();
  const { id } = useParams({ from: '/_authenticated/watch-tower/accounts/$id' });
  const query = useQuery(getAccountQueryOptions(api, id));

  if (query.isError) {
    return (
      <main className={main}>
        <h1 className={heading}>Account</h1>
        <RetryError error={query.error} onRetry={() => void query.refetch()} />
      </main>
    );
  }
  if (query.isPending) {
    return (
      <main className={main} aria-busy>
        <Skeleton width="40%" height="2.5rem" />
      </main>
    );
  }
  const detail = query.data;
  return (
    <main className={main}>
      <div className={top}>
        <h1 className={heading}>{detail.account.name}</h1>
        <GhostModeButton accountId={id} />
      </div>
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
