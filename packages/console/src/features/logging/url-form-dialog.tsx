import { sumologicFormSchema, rapid7FormSchema, type LoggingConfigs } from '@console/api-client';
import { TextField } from '@console/ui';
import { IntegrationFormDialog } from '../../components/integrations/integration-form-dialog';
import { SECRET_URL_HINT } from '../../components/integrations/integration-messages';
import { useIntegrationForm } from '../../components/integrations/use-integration-form';
import { useLoggingActions } from './use-logging-actions';

interface UrlFormDialogProps<S> {
  accountId: string;
  saved: S | null;
  onClose: () => void;
}

/**
 * Sumo Logic (spec 001 §3, §5): the URL of a hosted HTTP collector. Its path is a token, so a saved
 * URL comes back masked (maskSecretUrl); saving or testing with the mask unchanged uses the saved URL.
 */
export function SumologicFormDialog({
  accountId,
  saved,
  onClose,
}: UrlFormDialogProps<LoggingConfigs['sumologic']>) {
  const actions = useLoggingActions(accountId, onClose);
  const form = useIntegrationForm(sumologicFormSchema, { collectorUrl: saved?.collectorUrl ?? '' });
  const body = () => ({ destination: 'sumologic' as const, sumologic: form.validate() });
  return (
    <IntegrationFormDialog
      dirty={form.dirty}
      onClose={onClose}
      title={saved ? 'Manage Sumo Logic' : 'Connect Sumo Logic'}
      description="Forward logs to Sumo Logic. Add a hosted collector with an HTTP Logs source and paste its URL."
      onSave={() => actions.save(body)}
      onTest={() => actions.test(body)}
    >
      <TextField
        label="Collector URL"
        type="url"
        autoComplete="off"
        helperText={saved ? SECRET_URL_HINT : undefined}
        {...form.bind('collectorUrl')}
      />
    </IntegrationFormDialog>
  );
}

/** Rapid7 (spec 001 §3, §5): the webhook URL of an InsightOps log, masked like Sumo Logic's. */
export function Rapid7FormDialog({
  accountId,
  saved,
  onClose,
}: UrlFormDialogProps<LoggingConfigs['rapid7']>) {
  const actions = useLoggingActions(accountId, onClose);
  const form = useIntegrationForm(rapid7FormSchema, { webhookUrl: saved?.webhookUrl ?? '' });
  const body = () => ({ destination: 'rapid7' as const, rapid7: form.validate() });
  return (
    <IntegrationFormDialog
      dirty={form.dirty}
      onClose={onClose}
      title={saved ? 'Manage Rapid7' : 'Connect Rapid7'}
      description="Forward logs to Rapid7 InsightOps. Add a webhook log and paste its URL."
      onSave={() => actions.save(body)}
      onTest={() => actions.test(body)}
    >
      <TextField
        label="Webhook URL"
        type="url"
        autoComplete="off"
        helperText={saved ? SECRET_URL_HINT : undefined}
        {...form.bind('webhookUrl')}
      />
    </IntegrationFormDialog>
  );
}
