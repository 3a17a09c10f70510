import { Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } });
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '6',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
});

/** The dashboard while its usage loads. */
export function AppDashboardSkeleton() {
  return (
    <div className={wrap} role="status" aria-label="Loading the dashboard" aria-busy>
      <Skeleton width="16rem" height="2.5rem" />
      <Skeleton width="28rem" height="1.25rem" />
      <div className={grid}>
        {[0, 1].map((key) => (
          <div key={key} className={card}>
            <Skeleton width="6rem" height="1.25rem" />
            <Skeleton width="10rem" height="2rem" />
          </div>
        ))}
      </div>
    </div>
  );
}
