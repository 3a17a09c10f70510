import { getApp, type AppId, type Bootstrap } from '@console/api-client';
import { TopTabs } from '@console/ui';
import { Link, useLocation } from '@tanstack/react-router';
import { appTabs, isTabCurrent } from './app-tabs';

/** The app's top tabs for this user and billing status; nothing while the app is inactive (spec 000 §2). */
export function AppTabBar({ app, user }: { app: AppId; user: Bootstrap }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const tabs = appTabs(app, user, user.billing[app].status);
  if (tabs.length === 0) return null;
  return (
    <TopTabs.Root aria-label={getApp(app).title}>
      {tabs.map((tab) => (
        <TopTabs.Link key={tab.to} asChild current={isTabCurrent(tab, app, pathname)}>
          {/* exact: the router marks only its own page; `current` marks the whole section. */}
          <Link to={tab.to} params={{ app }} activeOptions={{ exact: true }}>
            {tab.label}
          </Link>
        </TopTabs.Link>
      ))}
    </TopTabs.Root>
  );
}
