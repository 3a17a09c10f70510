import { Steps } from '@ark-ui/react/steps';
import { steps } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(steps);

/**
 * Steps of a task: `<Steps.Root count step onStepChange>` with a List of Items (Trigger holding an Indicator and
 * a label, then a Separator), and a Content per step.
 */
export const Root = withProvider(Steps.Root, 'root');
export const List = withContext(Steps.List, 'list');
export const Item = withContext(Steps.Item, 'item');
export const Trigger = withContext(Steps.Trigger, 'trigger');
export const Indicator = withContext(Steps.Indicator, 'indicator');
export const Separator = withContext(Steps.Separator, 'separator');
export const Content = withContext(Steps.Content, 'content');
export { StepsContext as Context } from '@ark-ui/react/steps';
