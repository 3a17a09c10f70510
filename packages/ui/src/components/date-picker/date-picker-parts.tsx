import { DatePicker } from '@ark-ui/react/date-picker';
import { datePicker } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(datePicker);

/**
 * A date (or, with `selectionMode="range"`, a date range) field: `<DatePicker.Root>` with Label, Control (Inputs,
 * Trigger), then Positioner and Content holding a Calendar (the day view). Inside a Dialog keep it out of a Portal.
 */
export const Root = withProvider(DatePicker.Root, 'root');
export const Label = withContext(DatePicker.Label, 'label');
export const Control = withContext(DatePicker.Control, 'control');
export const Input = withContext(DatePicker.Input, 'input');
export const Trigger = withContext(DatePicker.Trigger, 'trigger');
export const ClearTrigger = withContext(DatePicker.ClearTrigger, 'clearTrigger');
export const Positioner = withContext(DatePicker.Positioner, 'positioner');
export const Content = withContext(DatePicker.Content, 'content');
export const View = withContext(DatePicker.View, 'view');
export const ViewControl = withContext(DatePicker.ViewControl, 'viewControl');
export const PrevTrigger = withContext(DatePicker.PrevTrigger, 'prevTrigger');
export const NextTrigger = withContext(DatePicker.NextTrigger, 'nextTrigger');
export const RangeText = withContext(DatePicker.RangeText, 'rangeText');
export const Table = withContext(DatePicker.Table, 'table');
export const TableHead = withContext(DatePicker.TableHead, 'tableHead');
export const TableHeader = withContext(DatePicker.TableHeader, 'tableHeader');
export const TableBody = withContext(DatePicker.TableBody, 'tableBody');
export const TableRow = withContext(DatePicker.TableRow, 'tableRow');
export const TableCell = withContext(DatePicker.TableCell, 'tableCell');
export const TableCellTrigger = withContext(DatePicker.TableCellTrigger, 'tableCellTrigger');
