import { Check, ChevronDown } from 'lucide-react';
import { useMemo } from 'react';
import * as Select from '../select/select';

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
 * One filter as a Select. Its list renders inside the dialog (no portal), so the dialog's focus trap and inert
 * background leave it usable.
 */
export function FilterSelect({ label, anyLabel, options, value, onChange }: FilterSelectProps) {
  const collection = useMemo(
    () => Select.createListCollection({ items: [{ value: ANY, label: anyLabel }, ...options] }),
    [anyLabel, options],
  );
  return (
    <Select.Root
      size="sm"
      collection={collection}
      value={[value ?? ANY]}
      onValueChange={({ value: [next] }) => onChange(next === undefined || next === ANY ? null : next)}
      positioning={{ sameWidth: false, placement: 'bottom-start' }}
    >
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText />
          <Select.Indicator>
            <ChevronDown aria-hidden />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content>
          {collection.items.map((item) => (
            <Select.Item key={item.value} item={item}>
              <Select.ItemText>{item.label}</Select.ItemText>
              <Select.ItemIndicator>
                <Check aria-hidden />
              </Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  );
}
