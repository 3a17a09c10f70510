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
 * Automatic sign-in inside Webex or Zoom (spec 001 §2, §7, §8): a spinner while it runs; ACCOUNT_EXISTS (the user
 * has an account but no admin access) shows the not-yet-authorized card; any other failure shows 'An error
 * occurred' with the message, and a way to try again (our choice: the client cannot be reloaded from outside).
 */
export default function EmbeddedSignIn({ mode }: { mode: EmbeddedMode }) {
  const { failure, retry } = useEmbeddedSignIn(mode);
  const client = CLIENT_NAMES[mode];

  if (!failure) {
    return (
      <main className={waiting}>
        <h1 className={hidden}>Signing you in</h1>
        <Spinner size="lg" label={`Signing you in with ${client}`} />
        <p aria-hidden>Signing you in with {client}…</p>
      </main>
    );
  }
  if (isApiError(failure.error, ERROR_CODES.ACCOUNT_EXISTS)) {
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
