import { Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const columns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '6' });

/** Customer Lookup while its settings load. */
export function CustomerLookupSkeleton() {
  return (
    <div className={wrap} role="status" aria-label="Loading the customer lookup" aria-busy>
      <Skeleton width="16rem" height="2.25rem" />
      <Skeleton width="28rem" height="1.25rem" />
      <div className={columns}>
        <Skeleton height="28rem" />
        <Skeleton height="16rem" />
      </div>
    </div>
  );
}
