export { RelativeTime, type RelativeTimeProps } from './relative-time';
export { RELATIVE_DATE_LIMIT_DAYS, formatRelativeDate } from '../../lib/relative-date';
export { formatDate, formatDateTime } from '../../lib/format-date';
