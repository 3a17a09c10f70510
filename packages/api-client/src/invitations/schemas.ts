import { z } from 'zod';
import { assignableRoleSchema } from '../admins/role';

/**
 * Invitation of spec 000 §3. An invitation can never carry the owner role (not shown in the
 * spec; owner is not selectable anywhere), and `expiresAt` is an ISO 8601 date-time with offset.
 * Expired is derived: `expiresAt` in the past.
 */
export const invitationSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  role: assignableRoleSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  /**
   * What became of the invitation e-mail (not in the spec): `sent` when the mail server took it, `failed` when it
   * did not (the row says "E-mail not delivered"; inviting again resends). Absent for invitations made before
   * invitation e-mail existed.
   */
  emailStatus: z.enum(['sent', 'failed']).optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * The "Add an Administrator" form (spec 000 §5). The spec names no message; we reuse the
 * sign-in e-mail message of spec 001 §5.
 */
export const invitationFormSchema = z.object({
  email: z.email({ error: 'Please provide a valid email address' }),
});
export type InvitationForm = z.infer<typeof invitationFormSchema>;

export function isInvitationExpired(invitation: Pick<Invitation, 'expiresAt'>, now: Date): boolean {
  return new Date(invitation.expiresAt).getTime() <= now.getTime();
}
