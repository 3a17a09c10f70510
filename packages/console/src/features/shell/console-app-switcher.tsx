import { appIdSchema, type AppId } from '@console/api-client';
import { AppSwitcher } from '@console/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { css } from '../../../styled-system/css';
import { AppTile } from '../../components/app-tile';
import { visibleApps } from '../../lib/visible-apps';

const iconBox = css({ display: 'inline-flex', w: '5', h: '5' });

/** "Select an app" with the apps this user may see (spec 000 §2); picking one opens its dashboard. */
export function ConsoleAppSwitcher({
  isStaff,
  currentApp,
}: {
  isStaff: boolean;
  currentApp: AppId | undefined;
}) {
  const navigate = useNavigate();
  const apps = useMemo(
    () =>
      visibleApps({ isStaff }).map((app) => ({
        id: app.id,
        title: app.title,
        icon: (
          <span className={iconBox}>
            <AppTile app={app.id} />
          </span>
        ),
      })),
    [isStaff],
  );
  return (
    <AppSwitcher
      apps={apps}
      currentAppId={currentApp}
      onSelect={(id) => void navigate({ to: '/$app', params: { app: appIdSchema.parse(id) } })}
    />
  );
}
