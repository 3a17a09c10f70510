import { oktaFormSchema, type SsoConfigs } from '@console/api-client';
import { TextField } from '@console/ui';
import { withoutEmpty } from '../../components/integrations/field-errors';
import { IntegrationFormDialog } from '../../components/integrations/integration-form-dialog';
import { useIntegrationForm } from '../../components/integrations/use-integration-form';
import { SsoGroupFields, SsoSharedFields } from './sso-shared-fields';
import { useSaveSso } from './use-save-sso';

interface OktaFormDialogProps {
  accountId: string;
  saved: SsoConfigs['okta'];
  onClose: () => void;
}

/** Okta (spec 001 §3, §5): tenant, domain, client ID and secret, optional admin and agent groups. */
export function OktaFormDialog({ accountId, saved, onClose }: OktaFormDialogProps) {
  const save = useSaveSso(accountId, onClose);
  const form = useIntegrationForm(oktaFormSchema, {
    tenant: saved?.tenant ?? '',
    domain: saved?.domain ?? '',
    clientId: saved?.clientId ?? '',
    clientSecret: '',
    adminGroupId: saved?.adminGroupId ?? '',
    agentGroupId: saved?.agentGroupId ?? '',
  });
  const body = () => ({ provider: 'okta' as const, okta: withoutEmpty(form.validate()) });

  return (
    <IntegrationFormDialog
      dirty={form.dirty}
      onClose={onClose}
      title={saved ? 'Manage Okta' : 'Connect Okta'}
      description="Sign in with Okta. Create an OIDC web application in your Okta admin console and copy its values."
      onSave={() => save(body)}
    >
      <TextField
        label="Tenant"
        autoComplete="off"
        spellCheck={false}
        helperText="The name in your Okta address: {tenant}.okta.com."
        {...form.bind('tenant')}
      />
      <SsoSharedFields bind={form.bind} secretSet={saved !== null} />
      <SsoGroupFields bind={form.bind} />
    </IntegrationFormDialog>
  );
}
