import { cx } from '../../../styled-system/css';
import { spinner } from '../../../styled-system/recipes';
import type { VariantProps } from '../../lib/variant-props';

export interface SpinnerProps extends VariantProps<typeof spinner> {
  /** What is loading, for screen readers. */
  label?: string;
  className?: string;
}

/** A loading indicator announced as a status. */
export function Spinner({ label = 'Loading', size, className }: SpinnerProps) {
  return <span role="status" aria-label={label} className={cx(spinner({ size }), className)} />;
}
