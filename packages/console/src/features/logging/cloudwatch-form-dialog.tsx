import {
  CLOUDWATCH_REGIONS,
  cloudwatchFormSchema,
  DEFAULT_CLOUDWATCH_REGION,
  type LoggingConfigs,
} from '@console/api-client';
import { SelectField, TextField } from '@console/ui';
import { withoutEmpty } from '../../components/integrations/field-errors';
import { IntegrationFormDialog } from '../../components/integrations/integration-form-dialog';
import { SecretField } from '../../components/integrations/secret-field';
import { useIntegrationForm } from '../../components/integrations/use-integration-form';
import { CloudwatchPolicy } from './cloudwatch-policy-block';
import { useLoggingActions } from './use-logging-actions';

const REGION_OPTIONS = CLOUDWATCH_REGIONS.map(({ id, label }) => ({ value: id, label: `${label} (${id})` }));

interface CloudwatchFormDialogProps {
  accountId: string;
  saved: LoggingConfigs['cloudwatch'];
  onClose: () => void;
}

/**
 * CloudWatch (spec 001 §3, §5, §9): access key id, the write-only secret, one of the 29 regions (us-east-1 unless
 * one was saved) and an optional log group, with the IAM policy those credentials need.
 */
export function CloudwatchFormDialog({ accountId, saved, onClose }: CloudwatchFormDialogProps) {
  const actions = useLoggingActions(accountId, onClose);
  const form = useIntegrationForm(cloudwatchFormSchema, {
    accessKeyId: saved?.accessKeyId ?? '',
    secretAccessKey: '',
    region: saved?.region ?? DEFAULT_CLOUDWATCH_REGION,
    logGroup: saved?.logGroup ?? '',
  });
  const body = () => ({ destination: 'cloudwatch' as const, cloudwatch: withoutEmpty(form.validate()) });

  return (
    <IntegrationFormDialog
      dirty={form.dirty}
      onClose={onClose}
      size="lg"
      title={saved ? 'Manage CloudWatch' : 'Connect CloudWatch'}
      description="Forward logs to Amazon CloudWatch with the access key of an IAM user that has the policy below."
      onSave={() => actions.save(body)}
      onTest={() => actions.test(body)}
    >
      <TextField
        label="AWS Access Key ID"
        autoComplete="off"
        spellCheck={false}
        {...form.bind('accessKeyId')}
      />
      <SecretField label="AWS Secret Access Key" isSet={saved !== null} {...form.bind('secretAccessKey')} />
      <SelectField
        label="AWS Region"
        options={REGION_OPTIONS}
        placeholder="Choose a region"
        {...form.bind('region')}
      />
      <TextField
        label="Log group (optional)"
        autoComplete="off"
        spellCheck={false}
        helperText="Leave empty to use the default log group."
        {...form.bind('logGroup')}
      />
      <CloudwatchPolicy region={form.values.region} logGroup={form.values.logGroup} />
    </IntegrationFormDialog>
  );
}
