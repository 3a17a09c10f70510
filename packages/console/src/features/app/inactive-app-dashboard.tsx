import { getApp, getUsageQueryOptions } from '@console/api-client';
import { Card, CreditCounter, StatusBadge, TimerButton } from '@console/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { AppTile } from '../../components/app-tile';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { useStartFreeTrial } from '../../lib/use-start-free-trial';
import { isAdmin } from '../../session/guards';
import { appHasPage } from '../../lib/app-pages';
import { useCurrentApp } from './use-current-app';

const heading = css({ display: 'flex', alignItems: 'center', gap: '3', mb: '2' });
const icon = css({ w: '10', h: '10' });
const title = css({ textStyle: 'heading.lg', color: 'fg.default' });
const lead = css({ textStyle: 'body.lg', color: 'fg.muted', mb: '6' });
const grid = css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } });
const row = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', gap: '3' });
const text = css({ textStyle: 'body.md', color: 'fg.muted' });
const figure = css({ textStyle: 'heading.lg', color: 'fg.default', fontVariantNumeric: 'tabular-nums' });
const link = css({ color: 'accent.fg', textDecoration: 'underline', textStyle: 'body.md' });

const count = new Intl.NumberFormat('en-US');

/**
 * The dashboard of an app not yet started (spec 000 §2): no tabs, its billing status and usage (every role reads
 * it), and Start Free Trial for admins and the owner. Once the app is active, the dashboard of apps.md §2.1 takes
 * its place.
 */
export function InactiveAppDashboard() {
  const app = useCurrentApp();
  const api = useApi();
  const user = useBootstrap();
  const { data: usage } = useSuspenseQuery(getUsageQueryOptions(api, user.account.id, app));
  const startFreeTrial = useStartFreeTrial(user.account.id);
  const { title: appTitle, description } = getApp(app);
  const status = user.billing[app].status;
  // Only admins and the owner start trials (a supervisor is refused by the server).
  const mayStartTrial = isAdmin(user);

  return (
    <>
      <div className={heading}>
        <span className={icon}>
          <AppTile app={app} />
        </span>
        <h1 className={title}>{appTitle}</h1>
      </div>
      <p className={lead}>{description}</p>
      <div className={grid}>
        <Card.Root>
          <Card.Header>
            <Card.Title>Plan</Card.Title>
          </Card.Header>
          <Card.Body className={row}>
            <StatusBadge status={status} />
            {status === 'inactive' && (
              <span className={text}>
                {mayStartTrial
                  ? `Start a free trial to use ${appTitle}.`
                  : `An administrator can start a free trial of ${appTitle}.`}
              </span>
            )}
          </Card.Body>
          {status === 'inactive' && mayStartTrial && (
            <Card.Footer>
              <TimerButton onClick={() => startFreeTrial(app)} successLabel="Trial started">
                Start Free Trial
              </TimerButton>
            </Card.Footer>
          )}
          {status !== 'inactive' && appHasPage(app, 'pricing') && (
            <Card.Footer>
              <Link to="/$app/pricing" params={{ app }} className={link}>
                See pricing
              </Link>
            </Card.Footer>
          )}
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Card.Title>Usage</Card.Title>
            <Card.Description>
              {status === 'free-trial' ? 'Credits used of your free trial.' : 'Credits used so far.'}
            </Card.Description>
          </Card.Header>
          <Card.Body className={row}>
            {status === 'free-trial' ? (
              <CreditCounter credits={usage.credits} freeTier={usage.freeTier} />
            ) : (
              <>
                <span className={figure}>{count.format(usage.credits)}</span>
                <span className={text}>credits used</span>
              </>
            )}
          </Card.Body>
        </Card.Root>
      </div>
    </>
  );
}
