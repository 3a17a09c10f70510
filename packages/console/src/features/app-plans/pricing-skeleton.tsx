import { Card, Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '6',
});
const lines = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/** Pricing while its plans load: the title and three cards of grey bars. */
export function PricingSkeleton() {
  return (
    <div role="status" aria-label="Loading the plans" aria-busy>
      <AppPageHeader title="Pricing" />
      <div className={grid}>
        {[0, 1, 2].map((card) => (
          <Card.Root key={card}>
            <Card.Body className={lines}>
              <Skeleton width="40%" height="1.5rem" />
              <Skeleton width="60%" />
              <Skeleton width="80%" />
              <Skeleton width="70%" />
            </Card.Body>
          </Card.Root>
        ))}
      </div>
    </div>
  );
}
