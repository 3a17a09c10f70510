import { drawer } from '../../../styled-system/recipes';
import { createOverlayParts } from '../../lib/create-overlay-parts';

/**
 * A modal panel at the page's end edge, full height: `<Drawer.Root>` (open state, `size`), Content holding Header
 * (Title, Description), Body (it scrolls) and Footer. An Ark Dialog underneath: focus trap, Escape, focus return.
 */
export const { Root, Trigger, CloseTrigger, Content, Header, Title, Description, Body, Footer } =
  createOverlayParts(drawer);
export { DialogContext as Context } from '@ark-ui/react/dialog';
