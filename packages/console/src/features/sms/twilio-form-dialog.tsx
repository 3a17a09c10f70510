import { saveSmsMutationOptions, twilioFormSchema, type SmsConfig } from '@console/api-client';
import { TextField } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../lib/use-api';
import { IntegrationFormDialog } from '../../components/integrations/integration-form-dialog';
import { saveWithToasts } from '../../components/integrations/report-integration';
import { SecretField } from '../../components/integrations/secret-field';
import { useIntegrationForm } from '../../components/integrations/use-integration-form';

interface TwilioFormDialogProps {
  accountId: string;
  /** The saved config (without the auth token, which is write-only), or null to connect. */
  saved: SmsConfig['twilio'];
  onClose: () => void;
}

/** Connect or manage Twilio (spec 001 §3, §5): account SID, auth token and the E.164 number SMS come from. */
export function TwilioFormDialog({ accountId, saved, onClose }: TwilioFormDialogProps) {
  const api = useApi();
  const save = useMutation(saveSmsMutationOptions(api, accountId));
  const form = useIntegrationForm(twilioFormSchema, {
    accountSid: saved?.accountSid ?? '',
    authToken: '',
    phoneNumber: saved?.phoneNumber ?? '',
  });

  const onSave = async () => {
    const twilio = form.validate();
    await saveWithToasts('Twilio', () => save.mutateAsync({ provider: 'twilio', twilio }));
    onClose();
  };

  return (
    <IntegrationFormDialog
      dirty={form.dirty}
      onClose={onClose}
      title={saved ? 'Manage Twilio' : 'Connect Twilio'}
      description="Send SMS from your own Twilio account. The account SID and auth token are on your Twilio Console dashboard."
      onSave={onSave}
    >
      <TextField label="Account SID" autoComplete="off" spellCheck={false} {...form.bind('accountSid')} />
      <SecretField label="Auth Token" isSet={saved !== null} {...form.bind('authToken')} />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="off"
        placeholder="+14155550123"
        helperText="The Twilio number SMS are sent from, with a leading + and the country code."
        {...form.bind('phoneNumber')}
      />
    </IntegrationFormDialog>
  );
}
