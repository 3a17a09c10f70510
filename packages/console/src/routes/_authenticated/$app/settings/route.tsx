import { createFileRoute } from '@tanstack/react-router';
import { AppSettingsLayout } from '../../../../features/app/app-settings-layout';

/** An app's Configuration pages, with their own side menu; each page guards itself (admins and the owner). */
export const Route = createFileRoute('/_authenticated/$app/settings')({
  component: AppSettingsLayout,
});
