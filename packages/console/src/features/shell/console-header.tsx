import { appFromPath } from '@console/api-client';
import { BACK_TO_APPS_LABEL, Header, HeaderBackLink } from '@console/ui';
import { Link, useLocation } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useBootstrap } from '../../lib/use-bootstrap';
import { isAdmin } from '../../session/guards';
import { ConsoleAppSwitcher } from './console-app-switcher';
import { HeaderLogo } from './header-logo';
import { HeaderTools } from './header-tools';
import { SignOutButton } from './sign-out-button';

const isSettingsPath = (pathname: string) => pathname === '/settings' || pathname.startsWith('/settings/');

/**
 * The console's header (spec 000 §2): the logo; "Back to apps" inside settings, the app switcher elsewhere; the
 * tools for admins and the owner only, and for anyone else (a supervisor) a Sign out button alone.
 */
export function ConsoleHeader() {
  const user = useBootstrap();
  const pathname = useLocation({ select: (location) => location.pathname });
  const currentApp = appFromPath(pathname);
  const inSettings = isSettingsPath(pathname);
  return (
    <Header
      logo={<HeaderLogo branding={user.branding} />}
      backLink={
        inSettings ? (
          <HeaderBackLink asChild>
            <Link to="/">
              <ArrowLeft aria-hidden />
              {BACK_TO_APPS_LABEL}
            </Link>
          </HeaderBackLink>
        ) : undefined
      }
      appSwitcher={
        inSettings ? undefined : <ConsoleAppSwitcher isStaff={user.isStaff} currentApp={currentApp} />
      }
      tools={isAdmin(user) ? <HeaderTools user={user} currentApp={currentApp} /> : <SignOutButton />}
    />
  );
}
