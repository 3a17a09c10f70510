import type { AppId, Bootstrap } from '@console/api-client';
import { NotificationBell } from '@console/ui';
import { GlobalSearch } from './global-search';
import { HeaderCreditCounter } from './header-credit-counter';
import { HeaderSettingsMenu } from './header-settings-menu';
import { setupItems } from './setup-items';

/**
 * The right side of the header, for admins and the owner (the caller decides, spec 000 §2, §6): the credit counter
 * inside an app in free trial, the global search, the setup bell and the settings menu.
 */
export function HeaderTools({ user, currentApp }: { user: Bootstrap; currentApp: AppId | undefined }) {
  const inFreeTrial = currentApp !== undefined && user.billing[currentApp].status === 'free-trial';
  return (
    <>
      {inFreeTrial && <HeaderCreditCounter accountId={user.account.id} app={currentApp} />}
      <GlobalSearch isStaff={user.isStaff} />
      <NotificationBell items={setupItems(user.branding)} />
      <HeaderSettingsMenu user={user} />
    </>
  );
}
