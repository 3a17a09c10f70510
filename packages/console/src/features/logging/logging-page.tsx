import {
  getLoggingQueryOptions,
  LOGGING_DESTINATION_LABELS,
  loggingKeys,
  removeLoggingMutationOptions,
  type LoggingDestination,
} from '@console/api-client';
import { IntegrationGrid, IntegrationLogo } from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { DisconnectDialog } from '../../components/integrations/disconnect-dialog';
import { IntegrationsPageHeader } from '../../components/integrations/integrations-page-header';
import { cardStatus, usePendingProviders } from '../../components/integrations/use-pending-providers';
import { LoggingFormDialog } from './logging-form-dialog';
import { LOGGING_DESCRIPTIONS, shownDestinations } from './logging-slots';

/** Logging (spec 001 §2, §4, §5, §8, §9): connect, test, manage and disconnect each log destination. */
export function LoggingPage() {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data } = useSuspenseQuery(getLoggingQueryOptions(api, accountId));
  const remove = useMutation(removeLoggingMutationOptions(api, accountId));
  // A test changes nothing, so it does not make a card pending.
  const pending = usePendingProviders(loggingKeys.all(accountId), (mutation) =>
    mutation.options.mutationKey?.at(-1) === 'test'
      ? undefined
      : (mutation.state.variables as { destination?: string } | undefined)?.destination,
  );
  const [editing, setEditing] = useState<LoggingDestination | null>(null);
  const [disconnecting, setDisconnecting] = useState<LoggingDestination | null>(null);

  const cards = shownDestinations().map((destination) => ({
    id: destination,
    title: LOGGING_DESTINATION_LABELS[destination],
    description: LOGGING_DESCRIPTIONS[destination],
    logo: <IntegrationLogo provider={destination} />,
    status: cardStatus(data[destination] !== null, pending.has(destination)),
    onConnect: () => setEditing(destination),
    onManage: () => setEditing(destination),
    onDisconnect: () => setDisconnecting(destination),
  }));

  return (
    <div>
      <IntegrationsPageHeader title="Logging">
        Forward authentication and audit logs to the services your team already watches.
      </IntegrationsPageHeader>
      <IntegrationGrid label="Log destinations" integrations={cards} />
      {editing && (
        <LoggingFormDialog
          destination={editing}
          configs={data}
          accountId={accountId}
          onClose={() => setEditing(null)}
        />
      )}
      {disconnecting && (
        <DisconnectDialog
          provider={LOGGING_DESTINATION_LABELS[disconnecting]}
          consequence="Logs will no longer be sent there."
          onClose={() => setDisconnecting(null)}
          onConfirm={() => remove.mutateAsync({ destination: disconnecting })}
        />
      )}
    </div>
  );
}
