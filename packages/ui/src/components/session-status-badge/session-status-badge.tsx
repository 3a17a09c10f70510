import { Badge, type BadgeProps } from '../badge';

/** A session's status (spec apps.md §1): `pending` until it succeeds, fails or times out. */
export type SessionStatus = 'pending' | 'success' | 'failure' | 'timeout';

/** Green, red, amber and grey (spec apps.md §1). */
export const SESSION_STATUS_TONES = {
  success: 'success',
  failure: 'danger',
  timeout: 'warning',
  pending: 'neutral',
} as const satisfies Record<SessionStatus, BadgeProps['tone']>;

export interface SessionStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  status: SessionStatus;
  /** The app's word for the status ("Verified", "Signed", "Expired", "Pending"): labels are per app. */
  label: string;
}

/** A session's status in its colour, named by the app's label for it. */
export function SessionStatusBadge({ status, label, ...props }: SessionStatusBadgeProps) {
  return (
    <Badge tone={SESSION_STATUS_TONES[status]} data-status={status} {...props}>
      {label}
    </Badge>
  );
}
