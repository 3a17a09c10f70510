import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { AuthScreen } from '../../components/auth-screen';
import { SESSION_EXPIRED_MESSAGE } from './sign-in-messages';
import { SocialSignInButtons } from './social-sign-in-buttons';
import { SsoEmailForm } from './sso-email-form';

const notice = css({
  textStyle: 'body.md',
  color: 'warning.fg',
  bg: 'warning.subtle',
  borderWidth: '1px',
  borderColor: 'warning.border',
  borderRadius: 'md',
  px: '3',
  py: '2',
});
const divider = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  textStyle: 'label.sm',
  color: 'fg.muted',
  _before: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.default' },
  _after: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border.default' },
});
const footerText = css({ textStyle: 'body.md', color: 'fg.muted', w: 'full', textAlign: 'center' });
const link = css({
  color: 'accent.fg',
  fontWeight: '500',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

/**
 * Sign-in at the root for a standalone visitor without a token (spec 001 §2): Google, Microsoft, or the company's
 * SSO by e-mail; the notice when the previous session expired. Signing in never creates an account: that is
 * /sign-up's, behind its terms.
 */
export function SignInPage({ expired = false }: { expired?: boolean }) {
  return (
    <AuthScreen
      title="Sign in"
      description="Use your work account to open the console."
      footer={
        <p className={footerText}>
          New to the console?{' '}
          <Link to="/sign-up" className={link}>
            Create an account
          </Link>
        </p>
      }
    >
      {expired && (
        <p role="status" className={notice}>
          {SESSION_EXPIRED_MESSAGE}
        </p>
      )}
      <SocialSignInButtons intent="sign-in" />
      <p className={divider}>or</p>
      <SsoEmailForm />
    </AuthScreen>
  );
}
