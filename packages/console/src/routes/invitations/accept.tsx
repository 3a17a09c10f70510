import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AcceptInvitationPage } from '../../features/invitations/accept-invitation-page';

const searchSchema = z.object({ token: z.string().optional().catch(undefined) });

/** The invitation e-mail's link; public (see PUBLIC_PATHS). */
export const Route = createFileRoute('/invitations/accept')({
  validateSearch: searchSchema,
  component: AcceptRoute,
});

function AcceptRoute() {
  return <AcceptInvitationPage token={Route.useSearch().token} />;
}
