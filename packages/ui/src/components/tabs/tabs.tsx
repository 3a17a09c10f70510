import { Tabs } from '@ark-ui/react/tabs';
import { tabs } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(tabs);

/**
 * Tabs inside one page (ARIA tabs: arrows move, the panel follows): `<Tabs.Root defaultValue>`, List of Triggers,
 * a Content per value. For links between pages use TopTabs.
 */
export const Root = withProvider(Tabs.Root, 'root');
export const List = withContext(Tabs.List, 'list');
export const Trigger = withContext(Tabs.Trigger, 'trigger');
export const Content = withContext(Tabs.Content, 'content');
export { TabsContext as Context } from '@ark-ui/react/tabs';
