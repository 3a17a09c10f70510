import { Card, Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';

const lines = css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '2xl' });

/** Settings › Storage while its settings load: the title, the three modes and the retention as grey bars. */
export function StorageSettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading the storage settings" aria-busy>
      <AppPageHeader title="Storage" />
      <Card.Root>
        <Card.Body className={lines}>
          {[0, 1, 2].map((mode) => (
            <Skeleton key={mode} width="14rem" />
          ))}
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <Skeleton width="10rem" />
            <Skeleton height="2.5rem" />
          </div>
        </Card.Body>
      </Card.Root>
    </div>
  );
}
