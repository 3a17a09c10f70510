import type { AppId } from '@console/api-client';
import { ACTIVITY_TABS } from '../../lib/activity-tabs';

type QuickLinkPath =
  | '/$app/settings/sms-content'
  | '/$app/settings/webhooks'
  | '/$app/documents'
  | '/$app/forms'
  | '/$app/products'
  | '/$app/enrollments'
  | (typeof ACTIVITY_TABS)[AppId]['to'];

/**
 * What each app's dashboard links to (spec apps.md §2.1, owner and admins): SMS content, Webhooks, and the app's main
 * object: its Documents, Forms, Product Catalog or Enrollments, or, for an app whose main object is its sessions
 * (one-time passcode, identity verification, gateway payments), its activity list.
 */
const MAIN_OBJECT: Record<AppId, { label: string; to: QuickLinkPath }> = {
  'document-signature': { label: 'Documents', to: '/$app/documents' },
  'e-form': { label: 'Forms', to: '/$app/forms' },
  payments: { label: 'Product Catalog', to: '/$app/products' },
  passkeys: { label: 'Enrollments', to: '/$app/enrollments' },
  'one-time-passcode': ACTIVITY_TABS['one-time-passcode'],
  'identity-verification': ACTIVITY_TABS['identity-verification'],
  'gateway-payments': ACTIVITY_TABS['gateway-payments'],
};

export function quickLinks(app: AppId): { label: string; to: QuickLinkPath }[] {
  const main = MAIN_OBJECT[app];
  return [
    { label: 'SMS content', to: '/$app/settings/sms-content' },
    { label: 'Webhooks', to: '/$app/settings/webhooks' },
    { label: main.label, to: main.to },
  ];
}
