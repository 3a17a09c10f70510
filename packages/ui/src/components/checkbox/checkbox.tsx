import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { checkbox } from '../../../styled-system/recipes';

export interface CheckboxProps extends Omit<
  ComponentProps<typeof ArkCheckbox.Root>,
  'children' | 'onCheckedChange'
> {
  children: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
}

/** A labelled checkbox; `onCheckedChange` gets a boolean (indeterminate is not used here). */
export function Checkbox({ children, className, onCheckedChange, ...props }: CheckboxProps) {
  const classes = checkbox();
  return (
    <ArkCheckbox.Root
      className={[classes.root, className].filter(Boolean).join(' ')}
      onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
      {...props}
    >
      <ArkCheckbox.Control className={classes.control}>
        <ArkCheckbox.Indicator className={classes.indicator}>
          <Check aria-hidden />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={classes.label}>{children}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  );
}
