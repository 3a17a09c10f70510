import { Checkbox } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { AuthScreen } from '../../components/auth-screen';
import { SocialSignInButtons } from './social-sign-in-buttons';

const footerText = css({ textStyle: 'body.md', color: 'fg.muted', w: 'full', textAlign: 'center' });
const terms = css({ textStyle: 'body.md', color: 'fg.muted' });
const link = css({
  color: 'accent.fg',
  fontWeight: '500',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

/**
 * /sign-up (spec 001 §2, §5): the Google and Microsoft buttons stay disabled until the terms are accepted; the
 * addendum they name opens, readable signed out, in a new tab. Only this page starts a sign-in with the `sign-up`
 * intent, the one that may create an account (ACCOUNT_EXISTS when the company already has one).
 */
export function SignUpPage() {
  const [accepted, setAccepted] = useState(false);
  return (
    <AuthScreen
      title="Create your account"
      description="Start with your work account. Accept the terms to continue."
      footer={
        <p className={footerText}>
          Already have an account?{' '}
          <Link to="/" search={{}} className={link}>
            Sign in
          </Link>
        </p>
      }
    >
      <Checkbox.Root checked={accepted} onCheckedChange={({ checked }) => setAccepted(checked === true)}>
        <Checkbox.Control />
        <Checkbox.Label>I agree to the Terms of Service and the Data Processing Addendum</Checkbox.Label>
        <Checkbox.HiddenInput />
      </Checkbox.Root>
      <p className={terms}>
        Read the{' '}
        <Link to="/legal/data-processing-addendum" target="_blank" className={link}>
          Data Processing Addendum
        </Link>{' '}
        before you accept it.
      </p>
      <SocialSignInButtons intent="sign-up" disabled={!accepted} />
    </AuthScreen>
  );
}
