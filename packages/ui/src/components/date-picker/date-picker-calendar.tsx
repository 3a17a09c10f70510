import { DatePicker } from '@ark-ui/react/date-picker';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  NextTrigger,
  PrevTrigger,
  RangeText,
  Table,
  TableBody,
  TableCell,
  TableCellTrigger,
  TableHead,
  TableHeader,
  TableRow,
  View,
  ViewControl,
} from './date-picker-parts';

/** The month view of a DatePicker: previous and next month, the month's name, the weeks. */
export function Calendar() {
  return (
    <View view="day">
      <DatePicker.Context>
        {({ weekDays, weeks }) => (
          <>
            <ViewControl>
              <PrevTrigger>
                <ChevronLeft aria-hidden />
              </PrevTrigger>
              <RangeText />
              <NextTrigger>
                <ChevronRight aria-hidden />
              </NextTrigger>
            </ViewControl>
            <Table>
              <TableHead>
                <TableRow>
                  {weekDays.map((day) => (
                    <TableHeader key={day.long}>
                      <abbr title={day.long}>{day.short}</abbr>
                    </TableHeader>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {weeks.map((week) => (
                  <TableRow key={week[0]?.toString()}>
                    {week.map((day) => (
                      <TableCell key={day.toString()} value={day}>
                        <TableCellTrigger>{day.day}</TableCellTrigger>
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DatePicker.Context>
    </View>
  );
}
