import {
  COMPLETION_MESSAGE_MAX,
  errorMessage,
  OTP_CODE_LENGTH,
  SIGNATURE_REMINDER_MINUTES,
  type GeneralSettings,
} from '@console/api-client';
import { Card, SelectField, TextField, TimerButton, toast } from '@console/ui';
import { useState, type ChangeEvent } from 'react';
import { css } from '../../../styled-system/css';
import { SettingSwitch } from '../../components/app-settings/setting-switch';
import { apiFieldErrors } from '../../lib/api-field-errors';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { differs, formValuesOf, parseGeneralForm, type GeneralFormValues } from './general-form-values';
import { LANGUAGE_OPTIONS, LINK_EXPIRY_OPTIONS } from './general-options';
import { OtpGeneralFields } from './otp-general-fields';
import { PaymentsGeneralFields } from './payments-general-fields';

const SETTINGS_SAVED = 'Settings have been saved';
const SETTINGS_SAVE_FAILED = 'Failed to save settings';

const body = css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '2xl' });
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' });
const footer = css({ display: 'flex', justifyContent: 'flex-end' });

type TextFieldName = {
  [K in keyof GeneralFormValues]-?: GeneralFormValues[K] extends string | undefined ? K : never;
}[keyof GeneralFormValues];

class InvalidFormError extends Error {
  constructor() {
    super('The form has errors');
  }
}

interface GeneralSettingsFormProps {
  settings: GeneralSettings;
  /** PUT /{app}/settings/general; rejects with the API error when the server refuses. */
  onSave: (settings: GeneralSettings) => Promise<unknown>;
}

/**
 * Settings › General of an app (apps.md §2.5): display name, link expiry, language, redirect URL and completion
 * message, checked by the api-client's schema with the spec's messages, and the app's own fields (§3) when its
 * settings carry them: one-time passcode's code length in place of the link expiry and its code and SMS guard
 * fields (otp-general-fields.tsx), passkeys' enrolment offer, document signature's reminder and scroll rule,
 * payments' custom amount, default currency and statement descriptor (payments-general-fields.tsx). Save Changes
 * keeps what was typed when the save fails (a 400's errors[] go under the fields), and leaving with unsaved edits
 * asks first.
 */
export function GeneralSettingsForm({ settings, onSave }: GeneralSettingsFormProps) {
  const [values, setValues] = useState(() => formValuesOf(settings));
  const [saved, setSaved] = useState(values);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const leaveGuard = useUnsavedChangesGuard(differs(values, saved));

  const change = (patch: Partial<GeneralFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(patch).map((key) => [key, undefined])),
    }));
  };
  const bind = (name: TextFieldName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      change({ [name]: event.target.value });
    },
  });
  const isOtp = values.codeLength !== undefined;

  const save = async () => {
    const parsed = parseGeneralForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      throw new InvalidFormError();
    }
    const sent = values;
    try {
      await onSave(parsed.settings);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      toast.error(SETTINGS_SAVE_FAILED, errorMessage(error));
      throw error;
    }
    setSaved(sent);
    toast.success(SETTINGS_SAVED);
  };

  return (
    <Card.Root>
      <form
        aria-label="General settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <Card.Body className={body}>
          <TextField
            label="Display name"
            required
            autoComplete="organization"
            helperText="Your customers see this name in the SMS ({companyName}) and on their pages."
            {...bind('displayName')}
          />
          <div className={row}>
            {isOtp ? (
              <TextField
                label="Code length"
                type="number"
                inputMode="numeric"
                min={OTP_CODE_LENGTH.min}
                max={OTP_CODE_LENGTH.max}
                helperText="Digits in each code: 4 to 8."
                {...bind('codeLength')}
              />
            ) : (
              <SelectField
                label="Link expiry"
                options={LINK_EXPIRY_OPTIONS}
                helperText="How long the customer's link stays valid."
                {...bind('linkExpiryMinutes')}
              />
            )}
            <SelectField
              label="Language"
              options={LANGUAGE_OPTIONS}
              helperText="The language of the customer's pages."
              {...bind('language')}
            />
          </div>
          <TextField
            label="Redirect URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/thank-you"
            helperText="Where the customer goes when they finish. Leave empty to show the completion message."
            {...bind('redirectUrl')}
          />
          <TextField
            label="Completion message"
            multiline
            rows={3}
            helperText={`What the customer sees when they finish (${values.completionMessage.length} of ${COMPLETION_MESSAGE_MAX} characters).`}
            {...bind('completionMessage')}
          />
          {isOtp && (
            <OtpGeneralFields values={values} bind={bind} onChange={change} error={(name) => errors[name]} />
          )}
          {values.sendReminder !== undefined && (
            <SettingSwitch
              name="sendReminder"
              label={`Send a reminder SMS after ${SIGNATURE_REMINDER_MINUTES} minutes unopened`}
              checked={values.sendReminder}
              onCheckedChange={(checked) => change({ sendReminder: checked })}
            >
              The same message goes once more if the customer has not opened the link by then.
            </SettingSwitch>
          )}
          {values.requireScrollToEnd !== undefined && (
            <SettingSwitch
              name="requireScrollToEnd"
              label="Customer must scroll to the end before signing"
              checked={values.requireScrollToEnd}
              onCheckedChange={(checked) => change({ requireScrollToEnd: checked })}
            >
              Each request carries this rule to the customer&apos;s signing page: no signing before the last
              page.
            </SettingSwitch>
          )}
          {values.allowCustomAmount !== undefined && (
            <PaymentsGeneralFields values={values} bind={bind} onChange={change} />
          )}
          {values.offerEnrollment !== undefined && (
            <SettingSwitch
              name="offerEnrollment"
              label="Offer enrolment when no passkey is found"
              checked={values.offerEnrollment}
              onCheckedChange={(checked) => change({ offerEnrollment: checked })}
            >
              A customer asked to authenticate who has no passkey yet is asked to create one instead.
            </SettingSwitch>
          )}
        </Card.Body>
        <Card.Footer className={footer}>
          <TimerButton onClick={save}>Save Changes</TimerButton>
        </Card.Footer>
      </form>
      {leaveGuard}
    </Card.Root>
  );
}
