import { Calendar } from 'lucide-react';
import { useMemo, useState } from 'react';
import * as DatePicker from '../date-picker/date-picker';

export interface DateRangePickerProps {
  label: string;
  /** yyyy-mm-dd, inclusive; null while not chosen. */
  from: string | null;
  to: string | null;
  /** A whole range (or two nulls when cleared); never half of one. */
  onChange: (from: string | null, to: string | null) => void;
  /** The last day that can be chosen (today, for history), yyyy-mm-dd. */
  max?: string;
  /** The longest range in days, both ends counted: once a start is picked, days further away are unavailable. */
  maxDays?: number;
  size?: 'sm' | 'md';
}

const toDate = (day: string | null) => (day ? DatePicker.parseDate(day) : null);

/**
 * A date range: a start and an end input (typed as mm/dd/yyyy) and a month calendar (a DatePicker in range
 * mode). The calendar is not portalled, so inside a dialog the dialog's focus trap includes it.
 */
export function DateRangePicker({
  label,
  from,
  to,
  onChange,
  max,
  maxDays,
  size = 'md',
}: DateRangePickerProps) {
  const chosen = useMemo(() => [toDate(from), toDate(to)].filter((day) => day !== null), [from, to]);
  // The start picked while the end is not yet: shown as the value, and it limits which ends can be chosen.
  const [start, setStart] = useState<DatePicker.DateValue | null>(null);
  const maxDate = useMemo(() => (max ? DatePicker.parseDate(max) : undefined), [max]);
  const tooFar = (day: DatePicker.DateValue) =>
    maxDays !== undefined && start !== null && Math.abs(day.compare(start)) > maxDays - 1;

  return (
    <DatePicker.Root
      size={size}
      selectionMode="range"
      locale="en-US"
      value={start ? [start] : chosen}
      max={maxDate}
      isDateUnavailable={tooFar}
      onValueChange={({ value: [first, last] }) => {
        if (first && !last) return setStart(first);
        setStart(null);
        if (first && last && !tooFar(last)) onChange(first.toString(), last.toString());
        if (!first) onChange(null, null);
      }}
      positioning={{ placement: 'bottom-start' }}
    >
      <DatePicker.Label>{label}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input index={0} aria-label="Start date" />
        <span aria-hidden>–</span>
        <DatePicker.Input index={1} aria-label="End date" />
        <DatePicker.Trigger>
          <Calendar aria-hidden />
        </DatePicker.Trigger>
      </DatePicker.Control>
      <DatePicker.Positioner>
        <DatePicker.Content>
          <DatePicker.Calendar />
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}
