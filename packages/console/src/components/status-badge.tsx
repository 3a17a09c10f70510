import { APP_STATUS_LABELS, type AppStatus } from '@console/api-client';
import { Badge } from '@console/ui';

const TONES = {
  'free-trial': 'info',
  subscription: 'success',
  enterprise: 'accent',
  cancelled: 'danger',
  inactive: 'neutral',
} as const satisfies Record<AppStatus, string>;

/** An app's billing status with its label (spec 000 §4). Console-only until the ui package has a StatusBadge. */
export function StatusBadge({ status }: { status: AppStatus }) {
  return <Badge tone={TONES[status]}>{APP_STATUS_LABELS[status]}</Badge>;
}
