import { Card, Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';

const column = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '3xl' });
const lines = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/** An app's Billing while its usage loads: the title and its two cards as grey bars. */
export function AppBillingSkeleton() {
  return (
    <div role="status" aria-label="Loading the billing" aria-busy>
      <AppPageHeader title="Billing" />
      <div className={column}>
        {[0, 1].map((card) => (
          <Card.Root key={card}>
            <Card.Body className={lines}>
              <Skeleton width="30%" height="1.25rem" />
              <Skeleton width="70%" />
              <Skeleton width="50%" />
            </Card.Body>
          </Card.Root>
        ))}
      </div>
    </div>
  );
}
