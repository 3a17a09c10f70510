import {
  errorMessage,
  getApp,
  updateAppStatusMutationOptions,
  type WatchTowerAccountDetail,
  type WatchTowerApp,
} from '@console/api-client';
import { createDataTableColumnHelper, DataTable, StatusBadge, TimerButton, toast } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';

const column = createDataTableColumnHelper<WatchTowerApp>();
const visuallyHidden = css({ srOnly: true });

/**
 * The account's apps; any app not yet enterprise can be converted to enterprise (spec 000 §4). The returned status
 * replaces the shown one (the mutation writes it into the cached detail). A failed conversion keeps the status,
 * holds the button's failed state and says why in an error toast (the spec shows no failure behaviour).
 */
export function AccountAppsTable({
  accountId,
  apps,
}: {
  accountId: string;
  apps: WatchTowerAccountDetail['apps'];
}) {
  const api = useApi();
  const { mutateAsync } = useMutation({
    ...updateAppStatusMutationOptions(api),
    onError: (error) => toast.error('Conversion failed', errorMessage(error)),
  });
  const rows = Object.values(apps);
  const columns = useMemo(
    () => [
      column.accessor('id', { header: 'App', cell: (info) => getApp(info.getValue()).title }),
      column.accessor('status', {
        header: 'Status',
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.display({
        id: 'convert',
        header: () => <span className={visuallyHidden}>Actions</span>,
        cell: ({ row }) =>
          row.original.status === 'enterprise' ? null : (
            <TimerButton
              size="sm"
              variant="outline"
              onClick={() => mutateAsync({ accountId, app: row.original.id, status: 'enterprise' })}
            >
              Convert to Enterprise
            </TimerButton>
          ),
      }),
    ],
    [accountId, mutateAsync],
  );
  return (
    <DataTable
      caption="Apps"
      columns={columns}
      data={rows}
      getRowId={(app) => app.id}
      emptyMessage="No apps."
    />
  );
}
