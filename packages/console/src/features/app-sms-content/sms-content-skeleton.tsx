import { Card, Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';

const lines = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** SMS Content while the message loads: the title and the editor as grey bars. */
export function SmsContentSkeleton() {
  return (
    <div role="status" aria-label="Loading the SMS content" aria-busy>
      <AppPageHeader title="SMS Content" />
      <Card.Root>
        <Card.Body className={lines}>
          <Skeleton width="40%" />
          <Skeleton height="7rem" />
          <Skeleton width="60%" />
        </Card.Body>
      </Card.Root>
    </div>
  );
}
