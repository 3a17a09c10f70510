import { RadioGroup } from '@ark-ui/react/radio-group';
import { radioGroup } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(radioGroup);

/** One choice among a few: `<RadioGroup.Root value onValueChange>`, Label, Items (ItemControl, ItemText, ItemHiddenInput). */
export const Root = withProvider(RadioGroup.Root, 'root');
export const Label = withContext(RadioGroup.Label, 'label');
export const Item = withContext(RadioGroup.Item, 'item');
export const ItemControl = withContext(RadioGroup.ItemControl, 'itemControl');
export const ItemText = withContext(RadioGroup.ItemText, 'itemText');
export const ItemHiddenInput = RadioGroup.ItemHiddenInput;
