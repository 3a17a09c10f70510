import type { CSSProperties } from 'react';
import { cx } from '../../../styled-system/css';
import { skeleton } from '../../../styled-system/recipes';
import type { VariantProps } from '../../lib/variant-props';

export interface SkeletonProps extends VariantProps<typeof skeleton> {
  /** Any CSS length; the default fills the parent's width at 1rem high. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}

/**
 * A grey placeholder for content that is loading. Hidden from assistive technology: say "loading" once on the
 * region that holds skeletons (aria-busy, a status), not on every bar.
 */
export function Skeleton({ shape, width, height, className }: SkeletonProps) {
  return <span aria-hidden className={cx(skeleton({ shape }), className)} style={{ width, height }} />;
}
