export { APP_STATUS_LABELS, StatusBadge, type AppStatus, type StatusBadgeProps } from './status-badge';
