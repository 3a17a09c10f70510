import { dialog } from '../../../styled-system/recipes';
import { createOverlayParts } from '../../lib/create-overlay-parts';

/**
 * A modal dialog: `<Dialog.Root>` (open state, `size`, `placement`), Trigger, and Content holding Header (Title,
 * Description), Body and Footer. Content brings its portal, backdrop and close button (`hideCloseButton` for a
 * dialog that cannot be dismissed, with `closeOnEscape`/`closeOnInteractOutside` false).
 */
export const { Root, Trigger, CloseTrigger, Content, Header, Title, Description, Body, Footer } =
  createOverlayParts(dialog);
export { DialogContext as Context } from '@ark-ui/react/dialog';
