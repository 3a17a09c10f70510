import { errorMessage, INVITATION_LINK_ERRORS, isApiError } from '@console/api-client';
import { Button } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { AuthScreen } from '../../components/auth-screen';
import { SigningInScreen } from '../../components/signing-in-screen';
import { useAcceptInvitation } from './use-accept-invitation';

const ACCEPTING_MESSAGE = 'Accepting your invitation...';
const MISSING_TOKEN_MESSAGE = INVITATION_LINK_ERRORS.INVITATION_INVALID.message;

const message = css({ textStyle: 'body.lg', color: 'fg.default' });

/** The refusal's text: the api-client's for the link codes, else the server's message. */
function refusal(error: unknown): string {
  for (const [code, { message: text }] of Object.entries(INVITATION_LINK_ERRORS)) {
    if (isApiError(error, code)) return text;
  }
  return errorMessage(error);
}

/**
 * /invitations/accept?token=... (not in the spec): the invitation e-mail's link. Accepting signs the person in as
 * the invited admin and opens home; an expired, used, revoked or unknown link says so, with a way to sign in.
 */
export function AcceptInvitationPage({ token }: { token: string | undefined }) {
  const accept = useAcceptInvitation(token);
  const error = !token ? MISSING_TOKEN_MESSAGE : accept.isError ? refusal(accept.error) : undefined;

  if (error !== undefined) {
    return (
      <AuthScreen
        title="Invitation not accepted"
        footer={
          <Button asChild>
            <Link to="/" search={{}}>
              Go to sign in
            </Link>
          </Button>
        }
      >
        <p role="alert" className={message}>
          {error}
        </p>
      </AuthScreen>
    );
  }
  return <SigningInScreen text={ACCEPTING_MESSAGE} />;
}
