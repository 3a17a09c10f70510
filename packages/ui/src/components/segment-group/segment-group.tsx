import { SegmentGroup } from '@ark-ui/react/segment-group';
import { segmentGroup } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(segmentGroup);

/**
 * Options side by side, one chosen (a radio group underneath): `<SegmentGroup.Root value onValueChange>` with a
 * Label (visually hidden) and Items (ItemText, ItemControl, ItemHiddenInput).
 */
export const Root = withProvider(SegmentGroup.Root, 'root');
export const Label = withContext(SegmentGroup.Label, 'label');
export const Item = withContext(SegmentGroup.Item, 'item');
export const ItemText = withContext(SegmentGroup.ItemText, 'itemText');
export const ItemControl = withContext(SegmentGroup.ItemControl, 'itemControl');
export const ItemHiddenInput = SegmentGroup.ItemHiddenInput;
