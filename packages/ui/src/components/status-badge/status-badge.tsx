import { Badge, type BadgeProps } from '../badge';

/** An app's billing status (spec 000 §4). */
export type AppStatus = 'free-trial' | 'subscription' | 'enterprise' | 'cancelled' | 'inactive';

export const APP_STATUS_LABELS: Record<AppStatus, string> = {
  'free-trial': 'Free Trial',
  subscription: 'Subscription',
  enterprise: 'Enterprise',
  cancelled: 'Cancelled',
  inactive: 'Inactive',
};

const tones = {
  'free-trial': 'info',
  subscription: 'success',
  enterprise: 'accent',
  cancelled: 'danger',
  inactive: 'neutral',
} as const satisfies Record<AppStatus, BadgeProps['tone']>;

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  status: AppStatus;
}

/** The status's label in its tone: Free Trial (info), Subscription (success), Enterprise (accent), Cancelled (danger), Inactive (neutral). */
export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  return (
    <Badge tone={tones[status]} data-status={status} {...props}>
      {APP_STATUS_LABELS[status]}
    </Badge>
  );
}
