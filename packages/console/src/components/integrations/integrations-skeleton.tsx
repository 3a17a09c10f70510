import { Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' });

/** An integrations page while its configs load: the title and a grid of card-sized blocks. */
export function IntegrationsSkeleton({ label, cards }: { label: string; cards: number }) {
  return (
    <div className={wrap} role="status" aria-label={label} aria-busy>
      <Skeleton width="16rem" height="2.25rem" />
      <Skeleton width="28rem" height="1.25rem" />
      <div className={grid}>
        {Array.from({ length: cards }, (_, key) => (
          <Skeleton key={key} width="100%" height="10rem" />
        ))}
      </div>
    </div>
  );
}
