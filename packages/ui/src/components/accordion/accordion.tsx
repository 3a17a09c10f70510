import { Accordion } from '@ark-ui/react/accordion';
import { ChevronDown } from 'lucide-react';
import { accordion } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(accordion);

/** Sections that open and close: `<Accordion.Root collapsible multiple>` with Items (ItemTrigger, ItemIndicator, ItemContent). */
export const Root = withProvider(Accordion.Root, 'root');
export const Item = withContext(Accordion.Item, 'item');
export const ItemTrigger = withContext(Accordion.ItemTrigger, 'itemTrigger');
export const ItemIndicator = withContext(Accordion.ItemIndicator, 'itemIndicator', {
  defaultProps: { children: <ChevronDown aria-hidden /> },
});
export const ItemContent = withContext(Accordion.ItemContent, 'itemContent');
