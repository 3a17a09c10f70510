import { Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '6', w: 'full' });

/** Developers while the credentials load: the heading and three cards. */
export function DevelopersSkeleton() {
  return (
    <div className={wrap} role="status" aria-label="Loading the developer credentials" aria-busy>
      <Skeleton width="12rem" height="2.5rem" />
      <Skeleton width="100%" height="9rem" />
      <Skeleton width="100%" height="7rem" />
      <Skeleton width="100%" height="6rem" />
    </div>
  );
}
