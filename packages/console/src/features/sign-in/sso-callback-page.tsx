import { ERROR_CODES, isApiError, isGoogleState } from '@console/api-client';
import { Button } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { AuthScreen } from '../../components/auth-screen';
import { SigningInScreen } from '../../components/signing-in-screen';
import { NotAuthorizedScreen } from '../../components/not-authorized-screen';
import { callbackErrorMessage, isNotAuthorized, type CallbackParams } from './callback-sign-in';
import { LOGGING_IN_MESSAGE } from './sign-in-messages';
import { useCallbackSignIn } from './use-callback-sign-in';

const message = css({ textStyle: 'body.lg', color: 'fg.default' });
const hint = css({ textStyle: 'body.md', color: 'fg.muted' });
const link = css({
  color: 'accent.fg',
  fontWeight: '500',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

/**
 * /sso/callback (spec 001 §2): where Google and the SSO providers send the browser back. 'Logging you in...' with a
 * spinner while the code is traded for a token; the provider's error_description, or the call's error, with a Go
 * back button to the root. A member of the SSO agent group who is not an admin (NOT_AUTHORIZED) gets the 'You're not
 * yet authorized' card instead (spec 001 §6).
 */
export function SsoCallbackPage({ params }: { params: CallbackParams }) {
  const exchange = useCallbackSignIn(params);
  const error =
    params.error_description ?? (exchange.isError ? callbackErrorMessage(exchange.error) : undefined);
  const goBack = (
    <Button asChild>
      <Link to="/" search={{}}>
        Go back
      </Link>
    </Button>
  );

  if (isNotAuthorized(exchange.error)) return <NotAuthorizedScreen footer={goBack} />;
  // A Google sign-in of someone unknown: signing in never creates accounts, /sign-up does.
  const signUpHint = isGoogleState(params.state) && isApiError(exchange.error, ERROR_CODES.ADMIN_NOT_FOUND);

  if (error !== undefined) {
    return (
      <AuthScreen title="Sign-in failed" footer={goBack}>
        <p role="alert" className={message}>
          {error}
        </p>
        {signUpHint && (
          <p className={hint}>
            New to the console?{' '}
            <Link to="/sign-up" className={link}>
              Create an account
            </Link>
          </p>
        )}
      </AuthScreen>
    );
  }
  return <SigningInScreen text={LOGGING_IN_MESSAGE} />;
}
