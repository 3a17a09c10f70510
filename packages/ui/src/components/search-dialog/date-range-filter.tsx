import { Calendar } from 'lucide-react';
import { useMemo } from 'react';
import * as DatePicker from '../date-picker/date-picker';

export interface DateRangeFilterProps {
  /** yyyy-mm-dd, inclusive. */
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}

/**
 * The date range filter: a DatePicker in range mode with a start and an end input (typed as mm/dd/yyyy) and a
 * calendar. The calendar renders inside the dialog (no portal) so the dialog's focus trap includes it.
 */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const value = useMemo(
    () => [from, to].flatMap((day) => (day ? [DatePicker.parseDate(day)] : [])),
    [from, to],
  );
  return (
    <DatePicker.Root
      size="sm"
      selectionMode="range"
      locale="en-US"
      value={value}
      onValueChange={({ value: [start, end] }) =>
        onChange(start?.toString() ?? null, end?.toString() ?? null)
      }
      positioning={{ placement: 'bottom-start' }}
    >
      <DatePicker.Label>Date range</DatePicker.Label>
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
