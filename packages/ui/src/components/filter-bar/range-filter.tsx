import { DAY_RANGE_OPTIONS, DEFAULT_DAY_RANGE, type DayRange } from '../../lib/day-ranges';
import { DateRangePicker } from '../date-range-picker/date-range-picker';
import * as Select from '../select/select';
import { MAX_CUSTOM_RANGE_DAYS, customRangeFrom, type DateRangeValue } from './filter-bar-value';

const CUSTOM = 'custom';
const collection = Select.createListCollection({
  items: [...DAY_RANGE_OPTIONS, { value: CUSTOM, label: 'Custom range' }],
});

interface RangeFilterProps {
  value: DateRangeValue;
  onChange: (range: DateRangeValue) => void;
  /** yyyy-mm-dd in the viewer's time zone: the last day a custom range may end on. */
  today: string;
}

/** 7, 30 or 90 days, or a custom range of at most 366 days ending no later than today (spec apps.md §2.2). */
export function RangeFilter({ value, onChange, today }: RangeFilterProps) {
  const custom = !('days' in value);
  return (
    <>
      <Select.Root
        size="sm"
        collection={collection}
        value={[custom ? CUSTOM : String(value.days)]}
        onValueChange={({ value: [next] }) => {
          if (next === CUSTOM) {
            if (!custom) onChange(customRangeFrom(today, value.days));
          } else if (next) onChange({ days: Number(next) as DayRange });
        }}
        positioning={{ sameWidth: false, placement: 'bottom-start' }}
      >
        <Select.Label>Date range</Select.Label>
        <Select.ValueTrigger />
        <Select.Options />
      </Select.Root>
      {custom && (
        <DateRangePicker
          label="From – to"
          size="sm"
          from={value.from}
          to={value.to}
          max={today}
          maxDays={MAX_CUSTOM_RANGE_DAYS}
          onChange={(from, to) => onChange(from && to ? { from, to } : { days: DEFAULT_DAY_RANGE })}
        />
      )}
    </>
  );
}
