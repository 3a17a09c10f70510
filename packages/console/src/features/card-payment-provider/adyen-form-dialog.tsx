import {
  adyenFormSchema,
  ADYEN_ENVIRONMENTS,
  savePaymentProviderMutationOptions,
  testPaymentProviderMutationOptions,
  type ProviderConnection,
} from '@console/api-client';
import { SelectField, TextField } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { IntegrationFormDialog } from '../../components/integrations/integration-form-dialog';
import { saveWithToasts, testWithToasts } from '../../components/integrations/report-integration';
import { SecretField } from '../../components/integrations/secret-field';
import { useIntegrationForm } from '../../components/integrations/use-integration-form';
import { apiFieldErrors } from '../../lib/api-field-errors';
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
 * checks them at Adyen without saving; Save tests first on the server. A refused save keeps what was typed, with a
 * 400's messages under their fields.
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
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const bind = (name: 'apiKey' | 'merchantAccount' | 'environment') => {
    const binding = form.bind(name);
    return {
      ...binding,
      error: binding.error || serverErrors[`adyen.${name}`] || undefined,
      onChange: (event: Parameters<typeof binding.onChange>[0]) => {
        setServerErrors((current) => ({ ...current, [`adyen.${name}`]: '' }));
        binding.onChange(event);
      },
    };
  };
  const body = () => ({ provider: 'adyen' as const, adyen: form.validate() });
  const withFieldErrors = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      setServerErrors(apiFieldErrors(error) ?? {});
      throw error;
    }
  };

  return (
    <IntegrationFormDialog
      dirty={form.dirty}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={saved ? 'Manage Adyen' : 'Connect Adyen'}
      description="Create an API key with the Management API and Checkout roles in your Adyen Customer Area."
      onTest={() => withFieldErrors(() => testWithToasts(() => test.mutateAsync(body())))}
      onSave={async () => {
        await withFieldErrors(() => saveWithToasts('Adyen', () => save.mutateAsync(body())));
        onClose();
      }}
    >
      <SecretField label="API key" isSet={saved !== null} {...bind('apiKey')} />
      <TextField
        label="Merchant account"
        autoComplete="off"
        spellCheck={false}
        {...bind('merchantAccount')}
      />
      <SelectField label="Environment" options={ENVIRONMENT_OPTIONS} {...bind('environment')} />
    </IntegrationFormDialog>
  );
}
