import { errorMessage, removeAdminMutationOptions, type Admin } from '@console/api-client';
import { Avatar, Badge, Button, ConfirmDialog, toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { RoleSelect } from './role-select';
import * as styles from './row-styles';
import { useAdminRoleChange } from './use-role-change';

const ADMIN_ARCHIVED = 'Admin has been archived';

/** An active admin: initials, name, e-mail, role and "Remove from account". The owner has a badge and neither. */
export function AdminRow({ admin, accountId }: { admin: Admin; accountId: string }) {
  const api = useApi();
  const remove = useMutation(removeAdminMutationOptions(api, accountId));
  const changeRole = useAdminRoleChange(accountId);
  const fullName = `${admin.firstName} ${admin.lastName}`.trim() || admin.email;

  const confirmRemove = async () => {
    try {
      await remove.mutateAsync({ id: admin.id });
    } catch (error) {
      toast.error('The admin could not be removed', errorMessage(error));
      throw error;
    }
    toast.warning(ADMIN_ARCHIVED);
  };

  return (
    <li className={styles.row}>
      <div className={styles.person}>
        <Avatar.Root>
          <Avatar.Fallback name={fullName} />
        </Avatar.Root>
        <div>
          <div className={styles.name}>{fullName}</div>
          <div className={styles.email}>{admin.email}</div>
        </div>
      </div>
      <div className={styles.actions}>
        {admin.role === 'owner' ? (
          <Badge tone="accent">Account Owner</Badge>
        ) : (
          <>
            <RoleSelect
              who={fullName}
              role={admin.role}
              onChange={(role) => changeRole.mutate({ id: admin.id, role })}
            />
            <ConfirmDialog
              title="Are you absolutely sure?"
              description={`This action cannot be undone. This will permanently delete the account of ${fullName} and remove their data from our servers.`}
              confirmLabel="Remove from account"
              variant="destructive"
              onConfirm={confirmRemove}
              trigger={
                <Button variant="outline">
                  Remove from account<span className={styles.hidden}> {fullName}</span>
                </Button>
              }
            />
          </>
        )}
      </div>
    </li>
  );
}
