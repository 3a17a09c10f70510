import { Card, Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';

const lines = css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '2xl' });

/** Settings › General while its settings load: the title and the form's fields as grey bars. */
export function GeneralSettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading the settings" aria-busy>
      <AppPageHeader title="General" />
      <Card.Root>
        <Card.Body className={lines}>
          {[0, 1, 2, 3, 4].map((field) => (
            <div key={field} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <Skeleton width="8rem" />
              <Skeleton height="2.5rem" />
            </div>
          ))}
        </Card.Body>
      </Card.Root>
    </div>
  );
}
