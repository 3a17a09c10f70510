import { enrollmentStatusOf, type PasskeyEnrollment } from '@console/api-client';
import {
  Badge,
  Button,
  createDataTableColumnHelper,
  formatPhoneNumber,
  RelativeTime,
  type DataTableColumn,
} from '@console/ui';
import { css } from '../../../styled-system/css';

const nowrap = css({ whiteSpace: 'nowrap' });
const muted = css({ color: 'fg.muted', whiteSpace: 'nowrap' });
const hidden = css({ srOnly: true });
const end = css({ display: 'flex', justifyContent: 'flex-end' });
// Names and devices run long ("Google Password Manager", "Android phone · Android 13"): they wrap, not cut.
const wrap = css({ whiteSpace: 'normal' });

const column = createDataTableColumnHelper<PasskeyEnrollment>();

/**
 * The enrollments' columns (apps.md §3.2, as Clerk and Android list passkeys): Customer, Phone Number
 * (international format), Authenticator, Device, Synced (Yes/No: backed up to the provider's cloud), Created and
 * Last used (relative, then the date after 30 days; "Never"), Status (Active/Revoked), and Revoke on active rows.
 * No column sorts: the server orders the pages, newest first.
 */
export function enrollmentColumns(onRevoke: (enrollment: PasskeyEnrollment) => void) {
  const columns: DataTableColumn<PasskeyEnrollment>[] = [
    column.accessor('customerRef', { id: 'customerRef', header: 'Customer', meta: { width: '7.5rem' } }),
    column.accessor('phoneNumber', {
      id: 'phoneNumber',
      header: 'Phone Number',
      meta: { hideBelow: 'md', width: '10.5rem' },
      cell: ({ row }) => <span className={nowrap}>{formatPhoneNumber(row.original.phoneNumber)}</span>,
    }),
    column.accessor('authenticator', {
      id: 'authenticator',
      header: 'Authenticator',
      meta: { width: '9.5rem' },
      cell: ({ row }) => <span className={wrap}>{row.original.authenticator}</span>,
    }),
    column.accessor('device', {
      id: 'device',
      header: 'Device',
      meta: { hideBelow: 'lg' },
      cell: ({ row }) => <span className={wrap}>{row.original.device}</span>,
    }),
    column.accessor('backedUp', {
      id: 'backedUp',
      header: 'Synced',
      meta: { hideBelow: 'lg', width: '5rem' },
      cell: ({ row }) => (row.original.backedUp ? 'Yes' : 'No'),
    }),
    column.accessor('createdAt', {
      id: 'createdAt',
      header: 'Created',
      meta: { width: '8rem' },
      cell: ({ row }) => <RelativeTime date={new Date(row.original.createdAt)} className={nowrap} />,
    }),
    column.accessor('lastUsedAt', {
      id: 'lastUsedAt',
      header: 'Last used',
      meta: { hideBelow: 'md', width: '8rem' },
      cell: ({ row }) => {
        const { lastUsedAt } = row.original;
        if (lastUsedAt === null) return <span className={muted}>Never</span>;
        return <RelativeTime date={new Date(lastUsedAt)} className={nowrap} />;
      },
    }),
    column.accessor((enrollment) => enrollmentStatusOf(enrollment), {
      id: 'status',
      header: 'Status',
      meta: { width: '6rem' },
      cell: ({ row }) =>
        row.original.revokedAt === null ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <Badge tone="neutral">Revoked</Badge>
        ),
    }),
    column.display({
      id: 'actions',
      header: () => <span className={hidden}>Actions</span>,
      meta: { width: '6.5rem' },
      cell: ({ row }) =>
        row.original.revokedAt === null && (
          <div className={end}>
            <Button variant="outline" size="sm" onClick={() => onRevoke(row.original)}>
              Revoke
              <span className={hidden}>
                {' '}
                the {row.original.authenticator} passkey of {row.original.customerRef}
              </span>
            </Button>
          </div>
        ),
    }),
  ];
  return columns.map((entry) => ({ ...entry, enableSorting: false }));
}
