import { authorizeOAuthMutationOptions, errorMessage, type OAuthIntent } from '@console/api-client';
import { Button } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { navigateToExternal } from './navigate-to-external';
import { GoogleLogo, MicrosoftLogo } from './provider-logos';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const wide = css({ w: 'full' });
const alert = css({
  textStyle: 'body.md',
  color: 'danger.fg',
  bg: 'danger.subtle',
  borderWidth: '1px',
  borderColor: 'danger.border',
  borderRadius: 'md',
  px: '3',
  py: '2',
});

export interface SocialSignInButtonsProps {
  /** `sign-in` on the sign-in page; `sign-up` only on /sign-up, where it may create an account. */
  intent: OAuthIntent;
  disabled?: boolean;
}

/**
 * Google and Microsoft: the server starts the sign-in (POST /oauth/{provider}/authorize keeps the state, nonce and
 * PKCE verifier, and binds them to this browser) and answers the provider's authorize URL, which the browser opens.
 */
export function SocialSignInButtons({ intent, disabled = false }: SocialSignInButtonsProps) {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  const authorize = useMutation({
    ...authorizeOAuthMutationOptions(api),
    onSuccess: ({ url }) => navigateToExternal(url),
  });
  // After success the browser is leaving: keep the buttons busy until it has gone.
  const busy = authorize.isPending || authorize.isSuccess;
  const verb = intent === 'sign-up' ? 'Sign up' : 'Sign in';
  const start = (provider: 'google' | 'azure') => {
    if (!busy) authorize.mutate({ provider, intent });
  };
  return (
    <div className={stack}>
      <Button
        variant="outline"
        className={wide}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={() => start('google')}
      >
        <GoogleLogo />
        {verb} with Google
      </Button>
      <Button
        variant="outline"
        className={wide}
        disabled={disabled}
        aria-disabled={busy || undefined}
        onClick={() => start('azure')}
      >
        <MicrosoftLogo />
        {verb} with Microsoft
      </Button>
      {authorize.isError && (
        <p role="alert" className={alert}>
          {errorMessage(authorize.error)}
        </p>
      )}
    </div>
  );
}
