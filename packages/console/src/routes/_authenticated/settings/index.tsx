import { createFileRoute } from '@tanstack/react-router';
import { SettingsOverview } from '../../../features/shell/settings-overview';

/**
 * Account Settings (the settings menu's first entry): an overview of the settings pages, one card each. Our choice
 * over a redirect to Branding: the spec shows no contents for /settings, and an overview says what each page is for.
 */
export const Route = createFileRoute('/_authenticated/settings/')({
  component: SettingsOverview,
});
