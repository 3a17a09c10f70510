import type { AppId, AppRegistryEntry, AppStatus } from '@console/api-client';
import { Button, TimerButton } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { AppIcon } from '../../components/app-icon';

const card = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  h: 'full',
  p: '5',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  borderTopWidth: '4px',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _hover: { boxShadow: 'md' },
  '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
});
const top = css({ display: 'flex', alignItems: 'center', gap: '3' });
const icon = css({ w: '10', h: '10' });
const title = css({ textStyle: 'heading.sm', color: 'fg.default' });
// The title's link covers the card, so a click anywhere opens the app; the action sits above it.
const stretched = css({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'lg' },
});
const description = css({ flex: '1', textStyle: 'body.md', color: 'fg.muted' });
const action = css({ position: 'relative', zIndex: '1', alignSelf: 'flex-start' });

/** Static class names so Panda generates each app's top border (`app.*` tokens). */
const BORDER_COLORS: Record<AppId, string> = {
  passkeys: css({ borderTopColor: 'app.passkeys' }),
  'one-time-passcode': css({ borderTopColor: 'app.one-time-passcode' }),
  'document-signature': css({ borderTopColor: 'app.document-signature' }),
  'e-form': css({ borderTopColor: 'app.e-form' }),
  payments: css({ borderTopColor: 'app.payments' }),
  'identity-verification': css({ borderTopColor: 'app.identity-verification' }),
  'gateway-payments': css({ borderTopColor: 'app.gateway-payments' }),
};

export interface AppCardProps {
  app: AppRegistryEntry;
  status: AppStatus;
  onStartFreeTrial: () => Promise<void>;
}

/**
 * One app on the home grid (spec 000 §2): title, colour, icon and its one-line description. The card opens the
 * app; an inactive app offers "Start Free Trial", any other "Launch app". Console-only until the ui package has an
 * AppCard.
 */
export function AppCard({ app, status, onStartFreeTrial }: AppCardProps) {
  return (
    <article className={`${card} ${BORDER_COLORS[app.id]}`} aria-labelledby={`app-${app.id}`}>
      <div className={top}>
        <span className={icon}>
          <AppIcon app={app.id} />
        </span>
        <h2 id={`app-${app.id}`} className={title}>
          <Link to="/$app" params={{ app: app.id }} className={stretched}>
            {app.title}
          </Link>
        </h2>
      </div>
      <p className={description}>{app.description}</p>
      <div className={action}>
        {status === 'inactive' ? (
          <TimerButton size="sm" onClick={onStartFreeTrial} successLabel="Trial started">
            Start Free Trial
          </TimerButton>
        ) : (
          <Button asChild size="sm" variant="outline">
            <Link to="/$app" params={{ app: app.id }}>
              Launch app
              <span className={css({ srOnly: true })}> {app.title}</span>
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        )}
      </div>
    </article>
  );
}
