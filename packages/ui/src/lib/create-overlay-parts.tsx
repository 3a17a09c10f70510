import { Dialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { dialog } from '../../styled-system/recipes';
import { createStyleContext } from './create-style-context';

export interface OverlayContentProps {
  /** Leave the close button out: a dialog that cannot be dismissed, or one whose footer closes it. */
  hideCloseButton?: boolean;
  /** The close button's name. */
  closeLabel?: string;
}

/** A recipe with the slots of Ark's dialog anatomy plus header, body and footer (dialog, drawer). */
type OverlayRecipe = Parameters<typeof createStyleContext>[0] &
  ((variants?: never) => ReturnType<typeof dialog>);

/**
 * The parts of a modal layer on Ark's Dialog, written once for Dialog and Drawer, which differ only in their
 * recipe. Content is the whole frame: portal, backdrop, positioner, the panel with the caller's children and a
 * close button at its top end. CloseTrigger is unstyled, for a footer's Cancel (`asChild`).
 */
export function createOverlayParts<R extends OverlayRecipe>(recipe: R) {
  const { withRootProvider, withContext } = createStyleContext(recipe);
  const Backdrop = withContext(Dialog.Backdrop, 'backdrop');
  const Positioner = withContext(Dialog.Positioner, 'positioner');
  const Panel = withContext(Dialog.Content, 'content');
  const CloseButton = withContext(Dialog.CloseTrigger, 'closeTrigger');

  function Content({
    hideCloseButton,
    closeLabel = 'Close',
    children,
    ...props
  }: ComponentProps<typeof Panel> & OverlayContentProps) {
    return (
      <Portal>
        <Backdrop />
        <Positioner>
          <Panel {...props}>
            {children}
            {!hideCloseButton && (
              <CloseButton aria-label={closeLabel}>
                <X aria-hidden />
              </CloseButton>
            )}
          </Panel>
        </Positioner>
      </Portal>
    );
  }

  return {
    Root: withRootProvider(Dialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } }),
    Trigger: withContext(Dialog.Trigger, 'trigger'),
    CloseTrigger: Dialog.CloseTrigger,
    Content,
    Header: withContext(ark.div, 'header'),
    Title: withContext(Dialog.Title, 'title'),
    Description: withContext(Dialog.Description, 'description'),
    Body: withContext(ark.div, 'body'),
    Footer: withContext(ark.div, 'footer'),
  };
}
