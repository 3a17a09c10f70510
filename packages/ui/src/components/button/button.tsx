import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { VariantProps } from '../../lib/variant-props';

export type ButtonProps = ComponentProps<typeof ark.button> & VariantProps<typeof button>;

/**
 * A button in one of four variants (solid, outline, ghost, danger) and two sizes (sm, md).
 * `type` defaults to "button" so a button inside a form submits only when asked to (`type="submit"`).
 * `asChild` renders the child element (a link, say) with the button's styles.
 */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <ark.button type={type} className={cx(button({ variant, size }), className)} {...props} />;
}
