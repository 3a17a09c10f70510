import { Select } from '@ark-ui/react/select';
import { select } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';
import type { VariantProps } from '../../lib/variant-props';

const { withProvider, withContext } = createStyleContext(select);

/**
 * A list box of choices: `<Select.Root collection={createListCollection(...)}>` (`size` sm or md), Label, Control
 * with Trigger (ValueText, Indicator), then Positioner and Content with Items (ItemText, ItemIndicator). Inside a
 * Dialog keep the list out of a Portal, so the dialog's focus trap includes it.
 */
export const Root = withProvider(Select.Root, 'root') as Select.RootComponent<VariantProps<typeof select>>;
export const Label = withContext(Select.Label, 'label');
export const Control = withContext(Select.Control, 'control');
export const Trigger = withContext(Select.Trigger, 'trigger');
export const ValueText = withContext(Select.ValueText, 'valueText');
export const Indicator = withContext(Select.Indicator, 'indicator');
export const ClearTrigger = withContext(Select.ClearTrigger, 'clearTrigger');
export const Positioner = withContext(Select.Positioner, 'positioner');
export const Content = withContext(Select.Content, 'content');
export const List = withContext(Select.List, 'list');
export const Item = withContext(Select.Item, 'item');
export const ItemText = withContext(Select.ItemText, 'itemText');
export const ItemIndicator = withContext(Select.ItemIndicator, 'itemIndicator');
export const ItemGroup = withContext(Select.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(Select.ItemGroupLabel, 'itemGroupLabel');
export const HiddenSelect = Select.HiddenSelect;
