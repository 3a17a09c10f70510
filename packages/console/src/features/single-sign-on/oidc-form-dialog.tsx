import { oidcFormSchema, type SsoConfigs } from '@console/api-client';
import { TextField } from '@console/ui';
import { IntegrationFormDialog } from '../../components/integrations/integration-form-dialog';
import { useIntegrationForm } from '../../components/integrations/use-integration-form';
import { SsoSharedFields } from './sso-shared-fields';
import { useSaveSso } from './use-save-sso';

interface OidcFormDialogProps {
  accountId: string;
  saved: SsoConfigs['oidc'];
  onClose: () => void;
}

/** Any OpenID Connect provider (spec 001 §3, §5): the issuer (its discovery URL), domain, client ID and secret. */
export function OidcFormDialog({ accountId, saved, onClose }: OidcFormDialogProps) {
  const save = useSaveSso(accountId, onClose);
  const form = useIntegrationForm(oidcFormSchema, {
    discoveryUrl: saved?.discoveryUrl ?? '',
    domain: saved?.domain ?? '',
    clientId: saved?.clientId ?? '',
    clientSecret: '',
  });
  const body = () => ({ provider: 'oidc' as const, oidc: form.validate() });

  return (
    <IntegrationFormDialog
      dirty={form.dirty}
      onClose={onClose}
      title={saved ? 'Manage OIDC' : 'Connect OIDC'}
      description="Sign in with any OpenID Connect provider. Register the console as a client and copy its values."
      onSave={() => save(body)}
    >
      <TextField
        label="Issuer"
        type="url"
        autoComplete="off"
        placeholder="https://id.example.com/.well-known/openid-configuration"
        helperText="The provider's discovery URL."
        {...form.bind('discoveryUrl')}
      />
      <SsoSharedFields bind={form.bind} secretSet={saved !== null} />
    </IntegrationFormDialog>
  );
}
