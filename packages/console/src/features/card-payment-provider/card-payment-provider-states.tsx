import { Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { PROVIDER_NOUN, PROVIDER_PAGE_LEAD, PROVIDER_PAGE_TITLE } from './provider-texts';

const grid = css({
  display: 'grid',
  gap: '4',
  alignItems: 'start',
  gridTemplateColumns: { base: '1fr', lg: 'repeat(2, 1fr)' },
});

/** The page while the connection loads: the title and the two cards' outlines. */
export function CardPaymentProviderSkeleton() {
  return (
    <div role="status" aria-label={`Loading ${PROVIDER_NOUN}`} aria-busy>
      <AppPageHeader title={PROVIDER_PAGE_TITLE}>{PROVIDER_PAGE_LEAD}</AppPageHeader>
      <div className={grid}>
        <Skeleton height="12rem" />
        <Skeleton height="12rem" />
      </div>
    </div>
  );
}
