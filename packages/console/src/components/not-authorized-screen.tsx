import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { AuthScreen } from './auth-screen';

/** The card's title (spec 001 §6, §8). */
const NOT_AUTHORIZED_TITLE = "You're not yet authorized";

const message = css({ textStyle: 'body.lg', color: 'fg.default' });

/**
 * 'You're not yet authorized' (spec 001 §6): the user's company has an account, but they have no admin access and
 * may only use the agent functions. Webex and Zoom show it for ACCOUNT_EXISTS, the SSO callback for a member of
 * the agent group (NOT_AUTHORIZED).
 */
export function NotAuthorizedScreen({ footer }: { footer?: ReactNode }) {
  return (
    <AuthScreen title={NOT_AUTHORIZED_TITLE} footer={footer}>
      <p className={message}>
        Your company already has an account, but you have not been given access to the admin console. You can
        only use the agent functions. Ask your account administrator to add you as an administrator.
      </p>
    </AuthScreen>
  );
}
