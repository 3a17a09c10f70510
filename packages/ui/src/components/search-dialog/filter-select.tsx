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
      <Select.ValueTrigger />
      <Select.Options />
    </Select.Root>
  );
}
