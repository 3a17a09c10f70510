import { Button } from '@console/ui';
import { css } from '../../../styled-system/css';
import { beginGoogleSignIn, googleAuthorizeUrl } from './google-sign-in';
import { microsoftAuthorizeUrl } from './microsoft-sign-in';
import { navigateToExternal } from './navigate-to-external';
import { GoogleLogo, MicrosoftLogo } from './provider-logos';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const wide = css({ w: 'full' });

export interface SocialSignInButtonsProps {
  /** "Sign in" or "Sign up": the verb of the buttons' labels. */
  verb: 'Sign in' | 'Sign up';
  disabled?: boolean;
}

/** Google and Microsoft: each sends the browser to the provider's authorize page. */
export function SocialSignInButtons({ verb, disabled = false }: SocialSignInButtonsProps) {
  const { origin } = window.location;
  return (
    <div className={stack}>
      <Button
        variant="outline"
        className={wide}
        disabled={disabled}
        onClick={() => navigateToExternal(googleAuthorizeUrl({ origin, state: beginGoogleSignIn() }))}
      >
        <GoogleLogo />
        {verb} with Google
      </Button>
      <Button
        variant="outline"
        className={wide}
        disabled={disabled}
        onClick={() => navigateToExternal(microsoftAuthorizeUrl(origin))}
      >
        <MicrosoftLogo />
        {verb} with Microsoft
      </Button>
    </div>
  );
}
