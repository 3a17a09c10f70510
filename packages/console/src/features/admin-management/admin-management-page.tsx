import { listAdminsQueryOptions, listInvitationsQueryOptions } from '@console/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { AddAdminDialog } from './add-admin-dialog';
import { AdminRow } from './admin-row';
import { InvitationRow } from './invitation-row';

const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
});
const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const section = css({ mt: '8' });
const sectionHeading = css({ textStyle: 'heading.sm', color: 'fg.default', mb: '2' });
const list = css({ listStyle: 'none', p: '0', m: '0' });
const empty = css({ textStyle: 'body.md', color: 'fg.muted', py: '3' });

/** Admin Management (spec 000 §2, §4, §5): invite, list, re-role, remove and revoke. */
export function AdminManagementPage() {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: admins } = useSuspenseQuery(listAdminsQueryOptions(api, accountId));
  const { data: invitations } = useSuspenseQuery(listInvitationsQueryOptions(api, accountId));

  return (
    <div>
      <div className={header}>
        <h1 className={heading}>Admin Management</h1>
        <AddAdminDialog accountId={accountId} />
      </div>
      <section className={section} aria-labelledby="pending-invitations">
        <h2 id="pending-invitations" className={sectionHeading}>
          Pending Invitations ({invitations.length})
        </h2>
        {invitations.length === 0 ? (
          <p className={empty}>No pending invitations.</p>
        ) : (
          <ul className={list}>
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} accountId={accountId} />
            ))}
          </ul>
        )}
      </section>
      <section className={section} aria-labelledby="active-admins">
        <h2 id="active-admins" className={sectionHeading}>
          Active Admins ({admins.length})
        </h2>
        <ul className={list}>
          {admins.map((admin) => (
            <AdminRow key={admin.id} admin={admin} accountId={accountId} />
          ))}
        </ul>
      </section>
    </div>
  );
}
