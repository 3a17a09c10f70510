import { getSmsQueryOptions, removeSmsMutationOptions, smsKeys } from '@console/api-client';
import { IntegrationGrid, IntegrationLogo } from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { DisconnectDialog } from '../../components/integrations/disconnect-dialog';
import { IntegrationsPageHeader } from '../../components/integrations/integrations-page-header';
import { cardStatus, usePendingProviders } from '../../components/integrations/use-pending-providers';
import { SMS_CARDS, SMS_UNAVAILABLE_REASON } from './sms-providers';
import { TwilioFormDialog } from './twilio-form-dialog';

/** SMS Configuration (spec 001 §2, §4, §5, §8): Twilio to connect, manage or disconnect; Cisco and Zoom disabled. */
export function SmsConfigurationPage() {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data } = useSuspenseQuery(getSmsQueryOptions(api, accountId));
  const remove = useMutation(removeSmsMutationOptions(api, accountId));
  const pending = usePendingProviders(smsKeys.all(accountId), () => 'twilio');
  const [editing, setEditing] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);

  const unavailable = (id: 'cisco' | 'zoom') => ({
    id,
    ...SMS_CARDS[id],
    logo: <IntegrationLogo provider={id} />,
    status: 'disconnected' as const,
    disabled: true,
    disabledReason: SMS_UNAVAILABLE_REASON[id],
  });

  return (
    <div>
      <IntegrationsPageHeader title="SMS Configuration">
        Send SMS to your customers through your own provider account.
      </IntegrationsPageHeader>
      <IntegrationGrid
        label="SMS providers"
        integrations={[
          {
            id: 'twilio',
            ...SMS_CARDS.twilio,
            logo: <IntegrationLogo provider="twilio" />,
            status: cardStatus(data.twilio !== null, pending.has('twilio')),
            onConnect: () => setEditing(true),
            onManage: () => setEditing(true),
            onDisconnect: () => setDisconnecting(true),
          },
          unavailable('cisco'),
          unavailable('zoom'),
        ]}
      />
      {editing && (
        <TwilioFormDialog accountId={accountId} saved={data.twilio} onClose={() => setEditing(false)} />
      )}
      {disconnecting && (
        <DisconnectDialog
          provider="Twilio"
          consequence="SMS will no longer be sent through your Twilio account."
          onClose={() => setDisconnecting(false)}
          onConfirm={() => remove.mutateAsync()}
        />
      )}
    </div>
  );
}
