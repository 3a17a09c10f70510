import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from '../../../styled-system/css';
import { badge } from '../../../styled-system/recipes';
import type { VariantProps } from '../../lib/variant-props';

export type BadgeProps = ComponentProps<typeof ark.span> & VariantProps<typeof badge>;

/** A small label in a tone: neutral, accent, success, warning, danger or info. */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <ark.span className={cx(badge({ tone }), className)} {...props} />;
}
