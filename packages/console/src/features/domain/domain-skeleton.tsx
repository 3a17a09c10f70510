import { Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '3xl' });

/** Domain while the branding loads. */
export function DomainSkeleton() {
  return (
    <div className={wrap} role="status" aria-label="Loading the domain" aria-busy>
      <Skeleton width="10rem" height="2.25rem" />
      <Skeleton width="24rem" height="1.25rem" />
      <Skeleton height="12rem" />
    </div>
  );
}
