import type { WatchTowerAdmin } from '@console/api-client';
import { Avatar, CopyButton, createDataTableColumnHelper, DataTable, useClock } from '@console/ui';
import { css } from '../../../styled-system/css';

const person = css({ display: 'flex', alignItems: 'center', gap: '2' });
const email = css({ display: 'flex', alignItems: 'center', gap: '1' });

const column = createDataTableColumnHelper<WatchTowerAdmin>();
const fullName = (admin: WatchTowerAdmin) => `${admin.firstName} ${admin.lastName}`;

/** Spec 000 §9 quirk: the Added column shows the current date (the clock's), not a stored value. */
function Today() {
  return useClock().now().toLocaleDateString('en-US', { dateStyle: 'medium' });
}

const columns = [
  column.accessor(fullName, {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => (
      <span className={person}>
        {/* The name follows as text: the photo or initials are decoration here. */}
        <span aria-hidden>
          <Avatar.Root size="sm">
            <Avatar.Fallback name={fullName(row.original)} />
            {row.original.photo && <Avatar.Image src={row.original.photo} alt={fullName(row.original)} />}
          </Avatar.Root>
        </span>
        {fullName(row.original)}
      </span>
    ),
  }),
  column.accessor('email', {
    header: 'E-mail',
    cell: (info) => (
      <span className={email}>
        {info.getValue()}
        <CopyButton value={info.getValue()} label="e-mail" iconOnly />
      </span>
    ),
  }),
  column.display({ id: 'added', header: 'Added', cell: () => <Today /> }),
  column.accessor('timeZone', { header: 'Timezone', cell: (info) => info.getValue() ?? 'unknown' }),
];

/** The account's admins: photo or initials, full name, e-mail with a copy button, Added and Timezone. */
export function AccountAdminsTable({ admins }: { admins: readonly WatchTowerAdmin[] }) {
  return <DataTable caption="Admins" columns={columns} data={admins} getRowId={(admin) => admin.id} />;
}
