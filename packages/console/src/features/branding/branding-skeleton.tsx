import { Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';

const wrap = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '2xl' });

/** Branding while it loads: the heading, the name field, the logo area and the colour picker. */
export function BrandingSkeleton() {
  return (
    <div className={wrap} role="status" aria-label="Loading the branding" aria-busy>
      <Skeleton width="12rem" height="2.5rem" />
      <Skeleton width="100%" height="2.5rem" />
      <Skeleton width="100%" height="10rem" />
      <Skeleton width="16rem" height="12rem" />
    </div>
  );
}
