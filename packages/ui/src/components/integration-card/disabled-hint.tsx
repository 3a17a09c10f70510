import { Portal } from '@ark-ui/react/portal';
import type { ReactElement } from 'react';
import * as Tooltip from '../tooltip/tooltip';

interface DisabledHintProps {
  /** The tooltip text; without it the child renders alone. */
  reason: string | undefined;
  /** A focusable control (an aria-disabled button), so keyboard users reach the tooltip too. */
  children: ReactElement;
}

/** Explains a disabled action in a Tooltip, on hover and on keyboard focus. */
export function DisabledHint({ reason, children }: DisabledHintProps) {
  if (!reason) return children;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
