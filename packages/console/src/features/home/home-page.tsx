import { AppCard } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { useBootstrap } from '../../lib/use-bootstrap';
import { useStartFreeTrial } from '../../lib/use-start-free-trial';
import { visibleApps } from '../../lib/visible-apps';
import { isOnboardedLocally } from './onboarding/onboarded-locally';
import { isAdmin } from '../../session/guards';
import { OnboardingQuestionnaire } from './onboarding/onboarding-questionnaire';

const main = css({
  flex: '1',
  w: 'full',
  maxW: '7xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
});
const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const lead = css({ textStyle: 'body.lg', color: 'fg.muted', mt: '1', mb: '8' });
const grid = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  listStyle: 'none',
  p: '0',
});

/**
 * Home for a signed-in user (spec 000 §2): a card per app they may see ("Start Free Trial" while the app is
 * inactive, "Launch app" otherwise; the card opens the app), and the onboarding questionnaire until the account
 * has onboarded (or this user answered it here and the save failed). A supervisor may not start trials (the server
 * refuses it): an inactive app says "Not active".
 */
export function HomePage() {
  const user = useBootstrap();
  const startFreeTrial = useStartFreeTrial(user.account.id);
  // Starting a trial is account management: a supervisor sees an inactive app as not active, with no button.
  const mayStartTrial = isAdmin(user);
  return (
    <main className={main}>
      <h1 className={heading}>Welcome, {user.firstName}</h1>
      <p className={lead}>
        {mayStartTrial ? 'Choose an app to open, or start a free trial.' : 'Choose an app to open.'}
      </p>
      <ul className={grid} aria-label="Apps">
        {visibleApps(user).map((app) => (
          <li key={app.id}>
            <AppCard
              appId={app.id}
              title={app.title}
              description={app.description}
              href={`/${app.id}`}
              renderLink={({ className, children }) => (
                <Link to="/$app" params={{ app: app.id }} className={className} data-part="link">
                  {children}
                </Link>
              )}
              onStartTrial={
                mayStartTrial && user.billing[app.id].status === 'inactive'
                  ? () => startFreeTrial(app.id)
                  : undefined
              }
              inactiveNote={
                !mayStartTrial && user.billing[app.id].status === 'inactive' ? 'Not active' : undefined
              }
            />
          </li>
        ))}
      </ul>
      {!user.account.hasOnboarded && !isOnboardedLocally(user) && <OnboardingQuestionnaire user={user} />}
    </main>
  );
}
