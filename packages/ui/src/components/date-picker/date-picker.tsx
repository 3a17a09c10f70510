// The DatePicker namespace: the styled parts and the composed month view.
export * from './date-picker-parts';
export { Calendar } from './date-picker-calendar';
export { DatePickerContext as Context, parseDate, type DateValue } from '@ark-ui/react/date-picker';
