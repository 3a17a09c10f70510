import { useSelectContext, type UseSelectContext } from '@ark-ui/react/select';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Content,
  Control,
  Indicator,
  Item,
  ItemIndicator,
  ItemText,
  Positioner,
  Trigger,
  ValueText,
} from './select-parts';

/** The usual trigger: the chosen items' labels (or `placeholder`), and a chevron. */
export function ValueTrigger({ placeholder }: { placeholder?: string }) {
  return (
    <Control>
      <Trigger>
        <ValueText placeholder={placeholder} />
        <Indicator>
          <ChevronDown aria-hidden />
        </Indicator>
      </Trigger>
    </Control>
  );
}

/**
 * The usual list: every item of the Root's collection by its label, the chosen ones checked. Not portalled: put
 * it in a `<Portal>` where no dialog's focus trap needs it inside.
 */
export function Options({ children }: { children?: (item: unknown) => ReactNode }) {
  // Ark types the context `any`; the items are whatever the Root's collection holds.
  const { collection }: UseSelectContext<unknown> = useSelectContext();
  return (
    <Positioner>
      <Content>
        {collection.items.map((item) => (
          <Item key={collection.getItemValue(item)} item={item}>
            {children?.(item)}
            <ItemText>{collection.stringifyItem(item)}</ItemText>
            <ItemIndicator>
              <Check aria-hidden />
            </ItemIndicator>
          </Item>
        ))}
      </Content>
    </Positioner>
  );
}
