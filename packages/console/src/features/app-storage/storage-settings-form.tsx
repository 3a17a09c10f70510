import {
  errorMessage,
  isApiError,
  parseStorageForm,
  STORAGE_MESSAGES,
  storageFormValues,
  type ParsedStorageBody,
  type StorageApp,
  type StorageMode,
  type StorageSettings,
  type StorageTestResult,
} from '@console/api-client';
import {
  Button,
  Card,
  ConfirmDialog,
  RadioGroup,
  SelectField,
  TextField,
  TimerButton,
  toast,
} from '@console/ui';
import { useState, type ChangeEvent } from 'react';
import { css } from '../../../styled-system/css';
import { SettingSwitch } from '../../components/app-settings/setting-switch';
import { TEST_FAILED } from '../../components/integrations/integration-messages';
import { apiFieldErrors } from '../../lib/api-field-errors';
import { reportFailure } from '../../lib/report-failure';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { SecretInput } from './secret-input';
import { StorageTestResultView } from './storage-test-result';
import { AUTH_METHOD_OPTIONS, RETENTION_OPTIONS, storageTexts } from './storage-texts';

const body = css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '2xl' });
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' });
const modes = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const footer = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '2' });

type Values = ReturnType<typeof storageFormValues>;
type S3Field = keyof Values['s3'];
type SftpField = keyof Values['sftp'];

class InvalidFormError extends Error {
  constructor() {
    super('The form has errors');
  }
}

export interface StorageSettingsFormProps {
  app: StorageApp;
  settings: StorageSettings;
  /** PUT …/settings/storage; rejects with the API error (a 422 STORAGE_TEST_FAILED when the test failed). */
  onSave: (body: ParsedStorageBody) => Promise<unknown>;
  onTest: (body: ParsedStorageBody) => Promise<StorageTestResult>;
  onDisconnect: () => Promise<unknown>;
}

/**
 * Settings › Storage (apps.md §3.3, §3.7): the mode, keep-only's retention, and the S3 or SFTP destination, checked
 * by the api-client's schema as both back ends check it. Secrets are write-only (SecretInput). "Test connection"
 * shows its outcome under the fields; Save Changes is tested by the server first, and its 422 shows the same way.
 * A failed save keeps what was typed (a 400's errors[] go under the fields); leaving with unsaved edits asks first.
 */
export function StorageSettingsForm({
  app,
  settings,
  onSave,
  onTest,
  onDisconnect,
}: StorageSettingsFormProps) {
  const texts = storageTexts(app);
  const [values, setValues] = useState(() => storageFormValues(settings));
  const [saved, setSaved] = useState(values);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [result, setResult] = useState<StorageTestResult | null>(null);
  const leaveGuard = useUnsavedChangesGuard(JSON.stringify(values) !== JSON.stringify(saved));
  const remote = values.mode !== 'keep';
  const savedSecret = (mode: StorageMode) =>
    mode === 's3'
      ? settings.s3 !== null
      : settings.sftp !== null && settings.sftp.authMethod === values.sftp.authMethod;

  const update = (next: Values, fields: string[]) => {
    setValues(next);
    setResult(null);
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(fields.map((field) => [field, undefined])),
    }));
  };
  const s3 = (name: S3Field) => ({
    name: `s3.${name}`,
    value: values.s3[name],
    error: errors[`s3.${name}`],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      update({ ...values, s3: { ...values.s3, [name]: event.target.value } }, [`s3.${name}`]),
  });
  const sftp = (name: Exclude<SftpField, 'authMethod'>) => ({
    name: `sftp.${name}`,
    value: values.sftp[name],
    error: errors[`sftp.${name}`],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update({ ...values, sftp: { ...values.sftp, [name]: event.target.value } }, [`sftp.${name}`]),
  });

  const checked = () => {
    const parsed = parseStorageForm(values, settings);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      throw new InvalidFormError();
    }
    return parsed.body;
  };

  const test = async () => {
    const parsedBody = checked();
    let outcome: StorageTestResult;
    try {
      outcome = await onTest(parsedBody);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else reportFailure(error);
      throw error;
    }
    setResult(outcome);
    if (!outcome.wasSuccessful) throw new Error(outcome.message ?? TEST_FAILED);
  };

  const save = async () => {
    const parsedBody = checked();
    const sent = values;
    try {
      await onSave(parsedBody);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      if (isApiError(error, 'STORAGE_TEST_FAILED')) {
        setResult({ wasSuccessful: false, message: errorMessage(error) });
        toast.error(TEST_FAILED, errorMessage(error));
      } else if (!fieldErrors) reportFailure(error);
      throw error;
    }
    setSaved(sent);
    setResult(null);
    toast.success(STORAGE_MESSAGES.saved);
  };

  const disconnect = async () => {
    try {
      await onDisconnect();
    } catch (error) {
      reportFailure(error);
      throw error;
    }
    toast.success(STORAGE_MESSAGES.disconnected);
  };

  return (
    <Card.Root>
      <form aria-label="Storage settings" noValidate onSubmit={(event) => event.preventDefault()}>
        <Card.Body className={body}>
          <RadioGroup.Root
            className={modes}
            value={values.mode}
            onValueChange={({ value }) => update({ ...values, mode: value as StorageMode }, [])}
          >
            <RadioGroup.Label>Where files go</RadioGroup.Label>
            {(['keep', 's3', 'sftp'] as const).map((mode) => (
              <RadioGroup.Item key={mode} value={mode}>
                <RadioGroup.ItemControl />
                <RadioGroup.ItemText>{texts.modes[mode]}</RadioGroup.ItemText>
                <RadioGroup.ItemHiddenInput />
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <SelectField
            label={texts.retention}
            name="retentionDays"
            options={RETENTION_OPTIONS}
            value={values.retentionDays}
            error={errors.retentionDays}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              update({ ...values, retentionDays: event.target.value }, ['retentionDays'])
            }
          />
          {values.mode === 's3' && (
            <>
              <TextField
                label="Endpoint"
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://s3.example.com"
                helperText="Leave empty for Amazon S3. Other S3-compatible services (MinIO, Wasabi, R2) give you theirs."
                {...s3('endpoint')}
              />
              <div className={row}>
                <TextField
                  label="Region"
                  required
                  placeholder="eu-west-2"
                  autoComplete="off"
                  {...s3('region')}
                />
                <TextField label="Bucket" required autoComplete="off" spellCheck={false} {...s3('bucket')} />
              </div>
              <TextField
                label="Prefix"
                autoComplete="off"
                spellCheck={false}
                helperText="Folders inside the bucket: {app}, {yyyy}, {MM} and {dd} are filled in for each file."
                {...s3('prefix')}
              />
              <TextField
                label="Access key ID"
                required
                autoComplete="off"
                spellCheck={false}
                {...s3('accessKeyId')}
              />
              <SecretInput
                name="s3.secretAccessKey"
                label="Secret key"
                hasSecret={savedSecret('s3')}
                value={values.s3.secretAccessKey}
                error={errors['s3.secretAccessKey']}
                onChange={(secret) =>
                  update({ ...values, s3: { ...values.s3, secretAccessKey: secret } }, ['s3.secretAccessKey'])
                }
              />
            </>
          )}
          {values.mode === 'sftp' && (
            <>
              <div className={row}>
                <TextField label="Host" required autoComplete="off" spellCheck={false} {...sftp('host')} />
                <TextField
                  label="Port"
                  required
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={65_535}
                  {...sftp('port')}
                />
              </div>
              <div className={row}>
                <TextField
                  label="Username"
                  required
                  autoComplete="off"
                  spellCheck={false}
                  {...sftp('username')}
                />
                <SelectField
                  label="Sign in with"
                  name="sftp.authMethod"
                  options={AUTH_METHOD_OPTIONS}
                  value={values.sftp.authMethod}
                  onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                    update(
                      { ...values, sftp: { ...values.sftp, authMethod: event.target.value as 'password' } },
                      [],
                    )
                  }
                />
              </div>
              {values.sftp.authMethod === 'password' ? (
                <SecretInput
                  name="sftp.password"
                  label="Password"
                  hasSecret={savedSecret('sftp')}
                  value={values.sftp.password}
                  error={errors['sftp.password']}
                  onChange={(secret) =>
                    update({ ...values, sftp: { ...values.sftp, password: secret } }, ['sftp.password'])
                  }
                />
              ) : (
                <SecretInput
                  name="sftp.privateKey"
                  label="Private key"
                  multiline
                  hasSecret={savedSecret('sftp')}
                  helperText="The whole key, from -----BEGIN to -----END (OpenSSH or PEM, without a passphrase)."
                  value={values.sftp.privateKey}
                  error={errors['sftp.privateKey']}
                  onChange={(secret) =>
                    update({ ...values, sftp: { ...values.sftp, privateKey: secret } }, ['sftp.privateKey'])
                  }
                />
              )}
              <TextField
                label="Directory"
                autoComplete="off"
                spellCheck={false}
                placeholder="/upload"
                helperText="Leave empty for the user's home directory."
                {...sftp('directory')}
              />
              <TextField
                label="Host key fingerprint"
                required
                autoComplete="off"
                spellCheck={false}
                placeholder="SHA256:…"
                helperText="As ssh-keygen -lf prints it. Files are sent only to a server with this key."
                {...sftp('hostKeyFingerprint')}
              />
            </>
          )}
          {remote && (
            <SettingSwitch
              name="deleteAfterDelivery"
              label={texts.deleteAfterDelivery}
              checked={values.deleteAfterDelivery}
              onCheckedChange={(on) => update({ ...values, deleteAfterDelivery: on }, [])}
            >
              {texts.deleteAfterDeliveryHelp}
            </SettingSwitch>
          )}
          {result && <StorageTestResultView result={result} />}
        </Card.Body>
        <Card.Footer className={footer}>
          {settings.mode !== 'keep' && (
            <ConfirmDialog
              title={texts.disconnectTitle}
              description={texts.disconnectBody}
              confirmLabel="Disconnect"
              variant="destructive"
              onConfirm={disconnect}
              trigger={<Button variant="outline">Disconnect</Button>}
            />
          )}
          {remote && (
            <TimerButton variant="outline" onClick={test}>
              Test connection
            </TimerButton>
          )}
          <TimerButton onClick={save}>Save Changes</TimerButton>
        </Card.Footer>
      </form>
      {leaveGuard}
    </Card.Root>
  );
}
