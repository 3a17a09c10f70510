import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AcceptInvitationPage } from '../../features/invitations/accept-invitation-page';

const searchSchema = z.object({ token: z.catch(z.optional(z.string()), undefined) });

/** The invitation e-mail's link; public (see PUBLIC_PATHS). */
export const Route = createFileRoute('/invitations/accept')({
  validateSearch: searchSchema,
  component: AcceptRoute,
});

function AcceptRoute() {
  return <AcceptInvitationPage token={Route.useSearch().token} />;
}
