import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { createStyleContext } from '../../../styled-system/jsx';
import { dialog } from '../../../styled-system/recipes';

const { withRootProvider, withContext } = createStyleContext(dialog);

/**
 * A modal dialog: `<Dialog.Root>` (open state, `size`), Trigger, and Content holding Header (Title, Description),
 * Body and Footer. Content brings its portal, backdrop and close button (leave the button out with
 * `hideCloseButton` for a dialog that cannot be dismissed, with `closeOnEscape`/`closeOnInteractOutside` false).
 */
export const Root = withRootProvider(ArkDialog.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const Trigger = ArkDialog.Trigger;
export const CloseTrigger = ArkDialog.CloseTrigger;
const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop');
const Positioner = withContext(ArkDialog.Positioner, 'positioner');
const Panel = withContext(ArkDialog.Content, 'content');
const CloseButton = withContext(ArkDialog.CloseTrigger, 'closeTrigger');
export const Header = withContext('div', 'header');
export const Title = withContext(ArkDialog.Title, 'title');
export const Description = withContext(ArkDialog.Description, 'description');
export const Body = withContext('div', 'body');
export const Footer = withContext('div', 'footer');

export interface ContentProps extends ComponentProps<typeof Panel> {
  hideCloseButton?: boolean;
  closeLabel?: string;
}

export function Content({ hideCloseButton, closeLabel = 'Close', children, ...props }: ContentProps) {
  return (
    <Portal>
      <Backdrop />
      <Positioner>
        <Panel {...props}>
          {children}
          {!hideCloseButton && (
            <CloseButton aria-label={closeLabel}>
              <X aria-hidden size={18} />
            </CloseButton>
          )}
        </Panel>
      </Positioner>
    </Portal>
  );
}
