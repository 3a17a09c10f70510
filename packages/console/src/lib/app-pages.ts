import type { AppId, Bootstrap } from '@console/api-client';
import { isAdmin } from '../session/guards';

/** Every sub-path an app can have (spec 000 §2 "Per-app routes"), as written in the route files. */
export const APP_PAGES = [
  'dashboard',
  'activity',
  'authentications',
  'signatures',
  'submissions',
  'payments',
  'verifications',
  'enrollments',
  'products',
  'pricing',
  'documents',
  'documents/new',
  'documents/$id/$version',
  'documents/$id/history',
  'forms',
  'forms/new',
  'forms/$id',
  'settings/general',
  'settings/storage',
  'settings/gateway',
  'settings/ivr',
  'settings/card-payment-provider',
  'settings/card-payment-provider/callback',
  'settings/sms-content',
  'settings/webhooks',
  'settings/billing',
] as const;
export type AppPage = (typeof APP_PAGES)[number];

const DOCUMENTS = ['documents', 'documents/new', 'documents/$id/$version', 'documents/$id/history'] as const;
const FORMS = ['forms', 'forms/new', 'forms/$id'] as const;
const SETTINGS_END = ['settings/sms-content', 'settings/webhooks'] as const;

/**
 * Which app has which pages, besides its root dashboard (spec 000 §2). "payments" names its card-payment provider
 * page without a path: ours is settings/card-payment-provider, with its /callback below it.
 */
export const PAGES_BY_APP: Record<AppId, readonly AppPage[]> = {
  'one-time-passcode': [
    'authentications',
    'pricing',
    'settings/general',
    ...SETTINGS_END,
    'settings/billing',
  ],
  'document-signature': [
    'signatures',
    ...DOCUMENTS,
    'pricing',
    'settings/general',
    'settings/storage',
    ...SETTINGS_END,
    'settings/billing',
  ],
  'e-form': ['submissions', ...FORMS, 'pricing', 'settings/general', ...SETTINGS_END, 'settings/billing'],
  'gateway-payments': ['payments', 'settings/general', 'settings/gateway', 'settings/ivr', ...SETTINGS_END],
  passkeys: ['activity', 'enrollments', 'pricing', 'settings/general', ...SETTINGS_END, 'settings/billing'],
  payments: [
    'payments',
    'pricing',
    'products',
    'settings/general',
    'settings/card-payment-provider',
    'settings/card-payment-provider/callback',
    ...SETTINGS_END,
    'settings/billing',
  ],
  'identity-verification': [
    'dashboard',
    'verifications',
    'settings/general',
    'settings/storage',
    ...SETTINGS_END,
  ],
};

export function appHasPage(app: AppId, page: AppPage): boolean {
  return PAGES_BY_APP[app].includes(page);
}

/**
 * Configuration (settings/*, Billing among them), Documents, Forms, Enrollments, the Product Catalog and Pricing are
 * for admins and the owner (spec 000 §2, §6; apps.md §0, §6: a supervisor reaching one is sent to the app root).
 */
function isAdminPage(page: AppPage): boolean {
  return (
    page === 'pricing' ||
    page === 'enrollments' ||
    page === 'products' ||
    page.startsWith('settings/') ||
    page.startsWith('documents') ||
    page.startsWith('forms')
  );
}

export function canOpenAppPage(user: Pick<Bootstrap, 'role'>, page: AppPage): boolean {
  return !isAdminPage(page) || isAdmin(user);
}
