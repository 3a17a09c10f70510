import { Tooltip } from '@ark-ui/react/tooltip';
import { tooltip } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withRootProvider, withContext } = createStyleContext(tooltip);

/**
 * A short hint on hover and keyboard focus: `<Tooltip.Root>`, Trigger (`asChild` on a focusable control), then
 * `<Portal><Tooltip.Positioner><Tooltip.Content>`. A hint, never the only way to learn something needed.
 */
export const Root = withRootProvider(Tooltip.Root, {
  defaultProps: { lazyMount: true, unmountOnExit: true, openDelay: 300, closeDelay: 100 },
});
export const Trigger = withContext(Tooltip.Trigger, 'trigger');
export const Positioner = withContext(Tooltip.Positioner, 'positioner');
export const Content = withContext(Tooltip.Content, 'content');
export const Arrow = withContext(Tooltip.Arrow, 'arrow');
export const ArrowTip = withContext(Tooltip.ArrowTip, 'arrowTip');
export { TooltipContext as Context } from '@ark-ui/react/tooltip';
