import {
  DATADOG_SITES,
  datadogFormSchema,
  DEFAULT_DATADOG_SITE,
  type LoggingConfigs,
} from '@console/api-client';
import { SelectField } from '@console/ui';
import { IntegrationFormDialog } from '../../components/integrations/integration-form-dialog';
import { SecretField } from '../../components/integrations/secret-field';
import { useIntegrationForm } from '../../components/integrations/use-integration-form';
import { useLoggingActions } from './use-logging-actions';

/** Each site with the host it stands for, so admins can match it to the address of their Datadog account. */
const SITE_HOSTS = {
  us1: 'datadoghq.com',
  us3: 'us3.datadoghq.com',
  us5: 'us5.datadoghq.com',
  eu: 'datadoghq.eu',
  ap1: 'ap1.datadoghq.com',
} as const;
const SITE_OPTIONS = DATADOG_SITES.map((site) => ({
  value: site,
  label: `${site.toUpperCase()} (${SITE_HOSTS[site]})`,
}));

interface DatadogFormDialogProps {
  accountId: string;
  saved: LoggingConfigs['datadog'];
  onClose: () => void;
}

/** Datadog (spec 001 §3, §5, §9): the API key (write-only) and the site, us1 unless one was saved. */
export function DatadogFormDialog({ accountId, saved, onClose }: DatadogFormDialogProps) {
  const actions = useLoggingActions(accountId, onClose);
  const form = useIntegrationForm(datadogFormSchema, {
    apiKey: '',
    site: saved?.site ?? DEFAULT_DATADOG_SITE,
  });
  const body = () => ({ destination: 'datadog' as const, datadog: form.validate() });

  return (
    <IntegrationFormDialog
      dirty={form.dirty}
      onClose={onClose}
      title={saved ? 'Manage Datadog' : 'Connect Datadog'}
      description="Forward logs to Datadog. Create an API key under Organization Settings, API Keys."
      onSave={() => actions.save(body)}
      onTest={() => actions.test(body)}
    >
      <SecretField label="API Key" isSet={saved !== null} {...form.bind('apiKey')} />
      <SelectField
        label="Datadog Site"
        options={SITE_OPTIONS}
        placeholder="Choose a site"
        {...form.bind('site')}
      />
    </IntegrationFormDialog>
  );
}
