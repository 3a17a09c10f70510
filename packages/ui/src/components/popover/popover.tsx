import { ark } from '@ark-ui/react/factory';
import { Popover } from '@ark-ui/react/popover';
import { popover } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withRootProvider, withContext } = createStyleContext(popover);

/**
 * A non-modal panel anchored to its trigger: `<Popover.Root>`, Trigger, then `<Portal><Popover.Positioner>
 * <Popover.Content>` with Title, Description, Body, Footer. Escape and a click outside close it; focus returns.
 */
export const Root = withRootProvider(Popover.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true },
});
export const Trigger = withContext(Popover.Trigger, 'trigger');
export const Anchor = withContext(Popover.Anchor, 'anchor');
export const Positioner = withContext(Popover.Positioner, 'positioner');
export const Content = withContext(Popover.Content, 'content');
export const Header = withContext(ark.div, 'header');
export const Title = withContext(Popover.Title, 'title');
export const Description = withContext(Popover.Description, 'description');
export const Body = withContext(ark.div, 'body');
export const Footer = withContext(ark.div, 'footer');
export const CloseTrigger = withContext(Popover.CloseTrigger, 'closeTrigger');
export { PopoverContext as Context } from '@ark-ui/react/popover';
