import { DatePicker, parseDate, type DateValue } from '@ark-ui/react/date-picker';
import { Calendar, ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { searchFilters } from '../../../styled-system/recipes';

export interface DateRangeFilterProps {
  /** yyyy-mm-dd, inclusive. */
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}

/**
 * The date range filter: an Ark DatePicker in range mode with a start and an end input (typed as mm/dd/yyyy) and
 * a calendar. The calendar renders inside the dialog (no portal) so the dialog's focus trap includes it.
 */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const classes = searchFilters();
  const value = useMemo(() => [from, to].flatMap((day) => (day ? [parseDate(day)] : [])), [from, to]);
  return (
    <DatePicker.Root
      className={classes.field}
      selectionMode="range"
      locale="en-US"
      value={value}
      onValueChange={({ value: [start, end] }) =>
        onChange(start?.toString() ?? null, end?.toString() ?? null)
      }
      positioning={{ placement: 'bottom-start' }}
    >
      <DatePicker.Label className={classes.label}>Date range</DatePicker.Label>
      <DatePicker.Control className={classes.dateControl}>
        <DatePicker.Input index={0} aria-label="Start date" className={classes.dateInput} />
        <span aria-hidden>–</span>
        <DatePicker.Input index={1} aria-label="End date" className={classes.dateInput} />
        <DatePicker.Trigger className={classes.dateTrigger}>
          <Calendar aria-hidden />
        </DatePicker.Trigger>
      </DatePicker.Control>
      <DatePicker.Positioner className={classes.positioner}>
        <DatePicker.Content className={classes.calendar}>
          <DatePicker.View view="day">
            <DatePicker.Context>
              {(picker) => <MonthGrid weekDays={picker.weekDays} weeks={picker.weeks} />}
            </DatePicker.Context>
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}

interface MonthGridProps {
  weekDays: { short: string; long: string }[];
  weeks: DateValue[][];
}

function MonthGrid({ weekDays, weeks }: MonthGridProps) {
  const classes = searchFilters();
  return (
    <>
      <DatePicker.ViewControl className={classes.calendarHeader}>
        <DatePicker.PrevTrigger className={classes.calendarNav}>
          <ChevronLeft aria-hidden />
        </DatePicker.PrevTrigger>
        <DatePicker.RangeText className={classes.calendarTitle} />
        <DatePicker.NextTrigger className={classes.calendarNav}>
          <ChevronRight aria-hidden />
        </DatePicker.NextTrigger>
      </DatePicker.ViewControl>
      <DatePicker.Table className={classes.calendarTable}>
        <DatePicker.TableHead>
          <DatePicker.TableRow>
            {weekDays.map((day) => (
              <DatePicker.TableHeader key={day.long} className={classes.calendarWeekDay}>
                <abbr title={day.long}>{day.short}</abbr>
              </DatePicker.TableHeader>
            ))}
          </DatePicker.TableRow>
        </DatePicker.TableHead>
        <DatePicker.TableBody>
          {weeks.map((week) => (
            <DatePicker.TableRow key={week[0]?.toString()}>
              {week.map((day) => (
                <DatePicker.TableCell key={day.toString()} value={day}>
                  <DatePicker.TableCellTrigger className={classes.calendarDay}>
                    {day.day}
                  </DatePicker.TableCellTrigger>
                </DatePicker.TableCell>
              ))}
            </DatePicker.TableRow>
          ))}
        </DatePicker.TableBody>
      </DatePicker.Table>
    </>
  );
}
