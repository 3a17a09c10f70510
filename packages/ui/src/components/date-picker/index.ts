export * as DatePicker from './date-picker';
