export { NotificationBell, type NotificationBellProps } from './notification-bell';
export { bellLabel, countIncomplete, type ChecklistItem } from './bell-label';
