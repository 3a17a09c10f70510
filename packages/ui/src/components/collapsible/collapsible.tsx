import { Collapsible } from '@ark-ui/react/collapsible';
import { ChevronRight } from 'lucide-react';
import { collapsible } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(collapsible);

/** One section shown or hidden: `<Collapsible.Root>` with Trigger (an Indicator inside it turns) and Content. */
export const Root = withProvider(Collapsible.Root, 'root');
export const Trigger = withContext(Collapsible.Trigger, 'trigger');
export const Indicator = withContext(Collapsible.Indicator, 'indicator', {
  defaultProps: { children: <ChevronRight aria-hidden /> },
});
export const Content = withContext(Collapsible.Content, 'content');
