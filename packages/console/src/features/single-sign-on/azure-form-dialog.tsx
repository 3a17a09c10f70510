import { azureFormSchema, type SsoConfigs } from '@console/api-client';
import { TextField } from '@console/ui';
import { withoutEmpty } from '../../components/integrations/field-errors';
import { IntegrationFormDialog } from '../../components/integrations/integration-form-dialog';
import { useIntegrationForm } from '../../components/integrations/use-integration-form';
import { SsoGroupFields, SsoSharedFields } from './sso-shared-fields';
import { useSaveSso } from './use-save-sso';

interface AzureFormDialogProps {
  accountId: string;
  saved: SsoConfigs['azure'];
  onClose: () => void;
}

/** Azure (spec 001 §3, §5): discovery URL, domain, client ID and secret, optional admin and agent groups. */
export function AzureFormDialog({ accountId, saved, onClose }: AzureFormDialogProps) {
  const save = useSaveSso(accountId, onClose);
  const form = useIntegrationForm(azureFormSchema, {
    discoveryUrl: saved?.discoveryUrl ?? '',
    domain: saved?.domain ?? '',
    clientId: saved?.clientId ?? '',
    clientSecret: '',
    adminGroupId: saved?.adminGroupId ?? '',
    agentGroupId: saved?.agentGroupId ?? '',
  });
  const body = () => ({ provider: 'azure' as const, azure: withoutEmpty(form.validate()) });

  return (
    <IntegrationFormDialog
      dirty={form.dirty}
      onClose={onClose}
      title={saved ? 'Manage Azure' : 'Connect Azure'}
      description="Sign in with Microsoft Entra ID. Register an application and copy its values from the Azure portal."
      onSave={() => save(body)}
    >
      <TextField
        label="Discovery URL"
        type="url"
        autoComplete="off"
        placeholder="https://login.microsoftonline.com/{tenant}/v2.0/.well-known/openid-configuration"
        {...form.bind('discoveryUrl')}
      />
      <SsoSharedFields bind={form.bind} secretSet={saved !== null} />
      <SsoGroupFields bind={form.bind} />
    </IntegrationFormDialog>
  );
}
