import { ERROR_CODES, isApiError } from '@console/api-client';
import { Button, Spinner } from '@console/ui';
import { css } from '../../../styled-system/css';
import { AuthScreen } from '../../components/auth-screen';
import { NotAuthorizedScreen } from '../../components/not-authorized-screen';
import { EMBEDDED_ERROR_TITLE, embeddedErrorMessage } from './embedded-messages';
import { useEmbeddedSignIn, type EmbeddedMode } from './use-embedded-sign-in';

const waiting = css({
  minH: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  bg: 'bg.canvas',
  color: 'fg.muted',
  textStyle: 'body.lg',
});
const message = css({ textStyle: 'body.lg', color: 'fg.default' });
const hidden = css({ srOnly: true });

const CLIENT_NAMES = { webex: 'Webex', zoom: 'Zoom' } as const;

/**
 * Automatic sign-in inside Webex or Zoom (spec 001 §2, §7, §8): a spinner while it runs (in Zoom, the first time,
 * while the Zoom client asks the user to authorize the app); ACCOUNT_EXISTS (the user has an account but no admin
 * access; in Zoom also ADMIN_NOT_FOUND, a Zoom user no admin's) shows the not-yet-authorized card; any other failure
 * shows 'An error
 * occurred' with the message, and a way to try again (our choice: the client cannot be reloaded from outside).
 */
export default function EmbeddedSignIn({ mode }: { mode: EmbeddedMode }) {
  const { failure, linking, retry } = useEmbeddedSignIn(mode);
  const client = CLIENT_NAMES[mode];

  if (!failure && linking) {
    return (
      <main className={waiting}>
        <h1 className={hidden}>Authorize the app in Zoom</h1>
        <Spinner size="lg" label="Waiting for your authorization in Zoom" />
        <p aria-hidden>Authorize the app in Zoom to link your Zoom account to the console…</p>
      </main>
    );
  }
  if (!failure) {
    return (
      <main className={waiting}>
        <h1 className={hidden}>Signing you in</h1>
        <Spinner size="lg" label={`Signing you in with ${client}`} />
        <p aria-hidden>Signing you in with {client}…</p>
      </main>
    );
  }
  if (
    isApiError(failure.error, ERROR_CODES.ACCOUNT_EXISTS) ||
    (mode === 'zoom' && isApiError(failure.error, ERROR_CODES.ADMIN_NOT_FOUND))
  ) {
    return <NotAuthorizedScreen />;
  }
  return (
    <AuthScreen title={EMBEDDED_ERROR_TITLE} footer={<Button onClick={retry}>Try again</Button>}>
      <p role="alert" className={message}>
        {embeddedErrorMessage(failure.error)}
      </p>
    </AuthScreen>
  );
}
