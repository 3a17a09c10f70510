import { createListCollection, Select } from '@ark-ui/react/select';
import { Check, ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import { searchFilters } from '../../../styled-system/recipes';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** The choice that means "no filter" ("All apps"). */
  anyLabel: string;
  options: readonly FilterOption[];
  value: string | null;
  onChange: (value: string | null) => void;
}

const ANY = '__any__';

/**
 * One filter as an Ark Select. Its list renders inside the dialog (no portal), so the dialog's focus trap and
 * inert background leave it usable.
 */
export function FilterSelect({ label, anyLabel, options, value, onChange }: FilterSelectProps) {
  const classes = searchFilters();
  const collection = useMemo(
    () => createListCollection({ items: [{ value: ANY, label: anyLabel }, ...options] }),
    [anyLabel, options],
  );
  return (
    <Select.Root
      className={classes.field}
      collection={collection}
      value={[value ?? ANY]}
      onValueChange={({ value: [next] }) => onChange(next === undefined || next === ANY ? null : next)}
      positioning={{ sameWidth: false, placement: 'bottom-start' }}
    >
      <Select.Label className={classes.label}>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger className={classes.trigger}>
          <Select.ValueText />
          <Select.Indicator className={classes.indicator}>
            <ChevronDown aria-hidden />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner className={classes.positioner}>
        <Select.Content className={classes.menu}>
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item} className={classes.item}>
              <Select.ItemText>{item.label}</Select.ItemText>
              <Select.ItemIndicator className={classes.itemIndicator}>
                <Check aria-hidden />
              </Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  );
}
