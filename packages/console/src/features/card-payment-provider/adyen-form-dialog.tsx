import {
  adyenFormSchema,
  ADYEN_ENVIRONMENTS,
  savePaymentProviderMutationOptions,
  testPaymentProviderMutationOptions,
  type ProviderConnection,
} from '@console/api-client';
import { SelectField, TextField } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { IntegrationFormDialog } from '../../components/integrations/integration-form-dialog';
import { saveWithToasts, testWithToasts } from '../../components/integrations/report-integration';
import { SecretField } from '../../components/integrations/secret-field';
import { useIntegrationForm } from '../../components/integrations/use-integration-form';
import { useApi } from '../../lib/use-api';
import { MODE_LABEL } from './provider-texts';

const ENVIRONMENT_OPTIONS = ADYEN_ENVIRONMENTS.map((environment) => ({
  value: environment,
  label: MODE_LABEL[environment],
}));

interface AdyenFormDialogProps {
  accountId: string;
  /** The saved Adyen connection (its API key is write-only), or null to connect. */
  saved: ProviderConnection | null;
  onClose: () => void;
}

/**
 * Adyen's credentials (apps.md §3.5, §6): the API key (write-only), the merchant account and the environment. Test
 * checks them at Adyen without saving; Save tests first on the server. The form checks them with the schema both back
 * ends parse the body with, so what reaches the server passes its checks too; a refused save (Adyen's words in the
 * toast) keeps what was typed.
 */
export function AdyenFormDialog({ accountId, saved, onClose }: AdyenFormDialogProps) {
  const api = useApi();
  const save = useMutation(savePaymentProviderMutationOptions(api, accountId));
  const test = useMutation(testPaymentProviderMutationOptions(api, accountId));
  const form = useIntegrationForm(adyenFormSchema, {
    apiKey: '',
    merchantAccount: saved?.accountId ?? '',
    environment: saved ? (saved.livemode ? 'live' : 'test') : 'test',
  });
  const body = () => ({ provider: 'adyen' as const, adyen: form.validate() });

  return (
    <IntegrationFormDialog
      dirty={form.dirty}
      onClose={onClose}
      title={saved ? 'Manage Adyen' : 'Connect Adyen'}
      description="Create an API key with the Management API and Checkout roles in your Adyen Customer Area."
      onTest={() => testWithToasts(() => test.mutateAsync(body()))}
      onSave={async () => {
        await saveWithToasts('Adyen', () => save.mutateAsync(body()));
        onClose();
      }}
    >
      <SecretField label="API key" isSet={saved !== null} {...form.bind('apiKey')} />
      <TextField
        label="Merchant account"
        autoComplete="off"
        spellCheck={false}
        {...form.bind('merchantAccount')}
      />
      <SelectField label="Environment" options={ENVIRONMENT_OPTIONS} {...form.bind('environment')} />
    </IntegrationFormDialog>
  );
}
