import {
  getSsoQueryOptions,
  removeSsoMutationOptions,
  SSO_PROVIDER_LABELS,
  SSO_PROVIDERS,
  ssoKeys,
  type SsoProvider,
} from '@console/api-client';
import { IntegrationGrid, IntegrationLogo } from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { DisconnectDialog } from '../../components/integrations/disconnect-dialog';
import { IntegrationsPageHeader } from '../../components/integrations/integrations-page-header';
import { cardStatus, usePendingProviders } from '../../components/integrations/use-pending-providers';
import { disabledReason, SSO_DESCRIPTIONS } from './sso-cards';
import { SsoDomainProof } from './sso-domain-proof';
import { SsoFormDialog } from './sso-form-dialog';

/**
 * Single Sign-On (spec 001 §2, §4, §5, §8): Azure, Okta and OIDC. One provider at a time: while one is
 * configured the others are disabled with the spec's tooltip, and the grid puts the connected card first. Below the
 * grid, the configured domain's proof (SSO signs in only on a proven domain).
 */
export function SingleSignOnPage() {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data } = useSuspenseQuery(getSsoQueryOptions(api, accountId));
  const remove = useMutation(removeSsoMutationOptions(api, accountId));
  const pending = usePendingProviders(
    ssoKeys.all(accountId),
    (mutation) => (mutation.state.variables as { provider?: string } | undefined)?.provider,
  );
  const [editing, setEditing] = useState<SsoProvider | null>(null);
  const [disconnecting, setDisconnecting] = useState<SsoProvider | null>(null);

  const cards = SSO_PROVIDERS.map((provider) => {
    const reason = disabledReason(data, provider);
    return {
      id: provider,
      title: SSO_PROVIDER_LABELS[provider],
      description: SSO_DESCRIPTIONS[provider],
      logo: <IntegrationLogo provider={provider} />,
      status: cardStatus(data[provider] !== null, pending.has(provider)),
      disabled: reason !== undefined,
      disabledReason: reason,
      onConnect: () => setEditing(provider),
      onManage: () => setEditing(provider),
      onDisconnect: () => setDisconnecting(provider),
    };
  });

  return (
    <div>
      <IntegrationsPageHeader title="Single Sign-On">
        Let your admins and agents sign in with your identity provider. One provider can be enabled at a time.
      </IntegrationsPageHeader>
      <IntegrationGrid label="Single sign-on providers" integrations={cards} />
      <SsoDomainProof accountId={accountId} />
      {editing && (
        <SsoFormDialog
          provider={editing}
          configs={data}
          accountId={accountId}
          onClose={() => setEditing(null)}
        />
      )}
      {disconnecting && (
        <DisconnectDialog
          provider={SSO_PROVIDER_LABELS[disconnecting]}
          consequence="People will no longer be able to sign in with it."
          onClose={() => setDisconnecting(null)}
          onConfirm={() => remove.mutateAsync({ provider: disconnecting })}
        />
      )}
    </div>
  );
}
