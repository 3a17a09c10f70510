import { errorMessage, revokeInvitationMutationOptions, type Invitation } from '@console/api-client';
import { Avatar, Button, ConfirmDialog, ExpiryBadge, toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { RoleSelect } from './role-select';
import * as styles from './row-styles';
import { useInvitationRoleChange } from './use-role-change';

const INVITATION_REVOKED = 'Invitation has been revoked';
const EMAIL_NOT_DELIVERED = 'E-mail not delivered';

/** A pending invitation: initials of the e-mail, its expiry ("Expires …" or a red "Expired …"), role and revoke. */
export function InvitationRow({ invitation, accountId }: { invitation: Invitation; accountId: string }) {
  const api = useApi();
  const revoke = useMutation(revokeInvitationMutationOptions(api, accountId));
  const changeRole = useInvitationRoleChange(accountId);

  const confirmRevoke = async () => {
    try {
      await revoke.mutateAsync({ email: invitation.email });
    } catch (error) {
      toast.error('The invitation could not be revoked', errorMessage(error));
      throw error;
    }
    toast.warning(INVITATION_REVOKED);
  };

  return (
    <li className={styles.row}>
      <div className={styles.person}>
        <Avatar.Root>
          <Avatar.Fallback name={invitation.email} />
        </Avatar.Root>
        <div>
          <div className={styles.name}>{invitation.email}</div>
          <ExpiryBadge expiresAt={new Date(invitation.expiresAt)} />
          {invitation.emailStatus === 'failed' && (
            <div className={styles.undelivered}>{EMAIL_NOT_DELIVERED}</div>
          )}
        </div>
      </div>
      <div className={styles.actions}>
        <RoleSelect
          who={invitation.email}
          role={invitation.role}
          onChange={(role) => changeRole.mutate({ id: invitation.id, role })}
        />
        <ConfirmDialog
          title="Are you sure?"
          description={`The invitation to ${invitation.email} will no longer work; the user must be invited again.`}
          confirmLabel="Revoke Invitation"
          variant="destructive"
          onConfirm={confirmRevoke}
          trigger={
            <Button variant="outline">
              Revoke Invitation<span className={styles.hidden}> {invitation.email}</span>
            </Button>
          }
        />
      </div>
    </li>
  );
}
