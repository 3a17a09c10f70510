import { Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const rowStyle = css({ display: 'flex', alignItems: 'center', gap: '3' });

/** Admin Management while its lists load. */
export function AdminManagementSkeleton() {
  return (
    <div className={wrap} role="status" aria-label="Loading the administrators" aria-busy>
      <Skeleton width="16rem" height="2.5rem" />
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className={rowStyle}>
          <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
          <Skeleton width="20rem" height="1.25rem" />
        </div>
      ))}
    </div>
  );
}
