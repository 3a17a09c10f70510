import { useMemo } from 'react';
import * as Select from '../select/select';
import type { SessionStatus } from '../session-status-badge';

export interface StatusOption {
  value: SessionStatus;
  /** The app's word for it ("Verified", "Failed", "Expired", "Pending"). */
  label: string;
}

interface StatusFilterProps {
  options: readonly StatusOption[];
  value: readonly SessionStatus[];
  onChange: (statuses: SessionStatus[]) => void;
}

/** Status, several at once; none chosen means every status ("All statuses"). */
export function StatusFilter({ options, value, onChange }: StatusFilterProps) {
  const collection = useMemo(() => Select.createListCollection({ items: options }), [options]);
  return (
    <Select.Root
      size="sm"
      multiple
      collection={collection}
      value={[...value]}
      onValueChange={({ items }) => onChange(items.map((item) => item.value))}
      positioning={{ sameWidth: false, placement: 'bottom-start' }}
    >
      <Select.Label>Status</Select.Label>
      <Select.ValueTrigger placeholder="All statuses" />
      <Select.Options />
    </Select.Root>
  );
}
