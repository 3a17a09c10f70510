import { Portal } from '@ark-ui/react/portal';
import { Tooltip } from '@ark-ui/react/tooltip';
import type { ReactElement } from 'react';

interface DisabledHintProps {
  /** The tooltip text; without it the child renders alone. */
  reason: string | undefined;
  className: string;
  /** A focusable control (an aria-disabled button), so keyboard users reach the tooltip too. */
  children: ReactElement;
}

/** Explains a disabled action in an Ark tooltip, on hover and on keyboard focus. */
export function DisabledHint({ reason, className, children }: DisabledHintProps) {
  if (!reason) return children;
  return (
    <Tooltip.Root openDelay={300} closeDelay={100}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content className={className}>{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
