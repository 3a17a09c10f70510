import type { Bootstrap } from '@console/api-client';
import { SettingsMenu, type SettingsMenuItem } from '@console/ui';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { STATUS_PAGE_URL } from '../../lib/console-config';
import { isOperator } from '../../session/guards';
import { useSignOut } from './use-sign-out';

// Loaded when Contact sales is first chosen, not with every page's header.
const ContactSalesDialog = lazy(() => import('../../components/contact-sales-dialog'));

/**
 * The header's settings menu (spec 000 §2): Account Settings, Contact sales, Report an issue (the support ticket
 * form), System status (STATUS_PAGE_URL, a new tab), Watch Tower for root users, Sign out.
 */
export function HeaderSettingsMenu({ user }: { user: Pick<Bootstrap, 'isRoot'> }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [salesOpen, setSalesOpen] = useState(false);
  const [salesUsed, setSalesUsed] = useState(false);
  const gear = useRef<HTMLButtonElement>(null);
  const items: SettingsMenuItem[] = [
    {
      value: 'account-settings',
      label: 'Account Settings',
      onSelect: () => void navigate({ to: '/settings' }),
    },
    {
      value: 'contact-sales',
      label: 'Contact sales',
      onSelect: () => {
        setSalesUsed(true);
        setSalesOpen(true);
      },
    },
    {
      value: 'report-issue',
      label: 'Report an issue',
      onSelect: () => void navigate({ to: '/support/ticket' }),
    },
    { value: 'system-status', label: 'System status', externalHref: STATUS_PAGE_URL },
    ...(isOperator(user)
      ? [
          {
            value: 'watch-tower',
            label: 'Watch Tower',
            onSelect: () => void navigate({ to: '/watch-tower' }),
          },
        ]
      : []),
    { value: 'sign-out', label: 'Sign out', onSelect: () => void signOut(), separated: true },
  ];
  return (
    <>
      <SettingsMenu items={items} triggerRef={gear} />
      {salesUsed && (
        <Suspense fallback={null}>
          <ContactSalesDialog
            open={salesOpen}
            onOpenChange={setSalesOpen}
            finalFocusEl={() => gear.current}
          />
        </Suspense>
      )}
    </>
  );
}
