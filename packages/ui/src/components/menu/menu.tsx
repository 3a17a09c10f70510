import { Menu } from '@ark-ui/react/menu';
import { menu } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withRootProvider, withContext } = createStyleContext(menu);

/**
 * A menu of actions: `<Menu.Root>` (onSelect gets the item's value), Trigger (usually `asChild` on a Button), then
 * `<Portal><Menu.Positioner><Menu.Content>` with Items, ItemGroups and Separators. Keyboard (arrows, typeahead,
 * Enter, Escape) and focus return come from Ark.
 */
export const Root = withRootProvider(Menu.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } });
export const Trigger = withContext(Menu.Trigger, 'trigger');
export const Indicator = withContext(Menu.Indicator, 'indicator');
export const Positioner = withContext(Menu.Positioner, 'positioner');
export const Content = withContext(Menu.Content, 'content');
export const Item = withContext(Menu.Item, 'item');
export const ItemText = withContext(Menu.ItemText, 'itemText');
export const ItemIndicator = withContext(Menu.ItemIndicator, 'itemIndicator');
export const ItemGroup = withContext(Menu.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(Menu.ItemGroupLabel, 'itemGroupLabel');
export const CheckboxItem = withContext(Menu.CheckboxItem, 'item');
export const RadioItemGroup = withContext(Menu.RadioItemGroup, 'itemGroup');
export const RadioItem = withContext(Menu.RadioItem, 'item');
export const Separator = withContext(Menu.Separator, 'separator');
export { MenuContext as Context, type MenuSelectionDetails as SelectionDetails } from '@ark-ui/react/menu';
