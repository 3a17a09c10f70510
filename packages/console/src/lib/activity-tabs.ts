import type { AppId } from '@console/api-client';

/** Each app's activity page (spec 000 §2): the tab after Dashboard, and where one of its sessions is opened. */
export const ACTIVITY_TABS = {
  passkeys: { label: 'Activity', to: '/$app/activity', section: 'activity' },
  'one-time-passcode': { label: 'Authentications', to: '/$app/authentications', section: 'authentications' },
  'document-signature': { label: 'Signatures', to: '/$app/signatures', section: 'signatures' },
  'e-form': { label: 'Submissions', to: '/$app/submissions', section: 'submissions' },
  payments: { label: 'Payments', to: '/$app/payments', section: 'payments' },
  'gateway-payments': { label: 'Payments', to: '/$app/payments', section: 'payments' },
  'identity-verification': { label: 'Verifications', to: '/$app/verifications', section: 'verifications' },
} as const satisfies Record<AppId, { label: string; to: `/$app/${string}`; section: string }>;
