import type { ProviderConnection } from '@console/api-client';
import { Badge, DetailList, formatDateTime } from '@console/ui';
import { MODE_LABEL } from './provider-texts';

/** A connected provider (apps.md §3.5): the account's name and ID, "Live" or "Test", who connected it and when. */
export function ConnectionDetails({ connection }: { connection: ProviderConnection }) {
  const who = `${connection.connectedBy.firstName} ${connection.connectedBy.lastName}`;
  return (
    <DetailList
      items={[
        { label: 'Account', value: connection.accountName },
        { label: 'Account ID', value: connection.accountId },
        {
          label: 'Mode',
          value: (
            <Badge tone={connection.livemode ? 'success' : 'warning'}>
              {connection.livemode ? MODE_LABEL.live : MODE_LABEL.test}
            </Badge>
          ),
        },
        { label: 'Connected by', value: `${who} on ${formatDateTime(new Date(connection.connectedAt))}` },
      ]}
    />
  );
}
