import type { AppPage } from '../../lib/app-pages';

/** The Configuration side menu's pages (the card-payment provider's /callback is a return address, not an entry). */
export type AppSettingsPage = Exclude<
  Extract<AppPage, `settings/${string}`>,
  'settings/card-payment-provider/callback'
>;

export const APP_SETTINGS_LABELS: Record<AppSettingsPage, string> = {
  'settings/general': 'General',
  'settings/storage': 'Storage',
  'settings/gateway': 'Gateway',
  'settings/ivr': 'IVR',
  'settings/card-payment-provider': 'Card Payment Provider',
  'settings/sms-content': 'SMS Content',
  'settings/webhooks': 'Webhooks',
  'settings/billing': 'Billing',
};

export function isAppSettingsPage(page: AppPage): page is AppSettingsPage {
  return page in APP_SETTINGS_LABELS;
}
