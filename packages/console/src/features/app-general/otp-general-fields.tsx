import {
  OTP_CODE_LIFETIME_MINUTES,
  OTP_CODES_PER_PHONE_PER_HOUR,
  OTP_MAX_ATTEMPTS,
} from '@console/api-client';
import { Select, TextField } from '@console/ui';
import { useMemo } from 'react';
import { css } from '../../../styled-system/css';
import { SettingSwitch } from '../../components/app-settings/setting-switch';
import { COUNTRY_OPTIONS } from './country-options';
import type { GeneralFormValues } from './general-form-values';

const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const helper = css({ textStyle: 'body.sm', color: 'fg.muted' });
const errorText = css({ textStyle: 'body.sm', color: 'danger.fg' });

type NumberField = 'codeLifetimeMinutes' | 'maxAttempts';

interface OtpGeneralFieldsProps {
  values: GeneralFormValues;
  /** A text field's props (name, value, error, onChange), as the form binds its fields. */
  bind: (name: NumberField) => {
    name: string;
    value: string | undefined;
    error: string | undefined;
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  };
  onChange: (patch: Partial<GeneralFormValues>) => void;
  error: (name: keyof GeneralFormValues) => string | undefined;
}

/**
 * One-time passcode's fields after the shared ones (apps.md §3.1, after Twilio Verify and its Fraud Guard): the
 * code's lifetime and attempts, the premium-rate block and the allowed countries (none: every country). The code
 * length takes the link expiry's place in the form (general-settings-form.tsx).
 */
export function OtpGeneralFields({ values, bind, onChange, error }: OtpGeneralFieldsProps) {
  const countries = useMemo(() => Select.createListCollection({ items: COUNTRY_OPTIONS }), []);
  const countriesError = error('allowedCountries');
  return (
    <>
      <div className={row}>
        <TextField
          label="Code lifetime (minutes)"
          type="number"
          inputMode="numeric"
          min={OTP_CODE_LIFETIME_MINUTES.min}
          max={OTP_CODE_LIFETIME_MINUTES.max}
          helperText="How long a code can be used: 1 to 10 minutes."
          {...bind('codeLifetimeMinutes')}
        />
        <TextField
          label="Max attempts"
          type="number"
          inputMode="numeric"
          min={OTP_MAX_ATTEMPTS.min}
          max={OTP_MAX_ATTEMPTS.max}
          helperText="Wrong codes the customer can try before the session fails: 1 to 5."
          {...bind('maxAttempts')}
        />
      </div>
      <SettingSwitch
        name="blockHighRiskNumbers"
        label="Block premium-rate and high-risk numbers"
        checked={values.blockHighRiskNumbers ?? true}
        onCheckedChange={(checked) => onChange({ blockHighRiskNumbers: checked })}
      >
        {`Codes are never sent to premium-rate or shared-cost numbers. At most ${OTP_CODES_PER_PHONE_PER_HOUR} codes go to a phone number per hour.`}
      </SettingSwitch>
      <div className={field}>
        <Select.Root
          multiple
          collection={countries}
          value={values.allowedCountries ?? []}
          onValueChange={({ value }) => onChange({ allowedCountries: value })}
          invalid={countriesError !== undefined}
        >
          <Select.Label>Allowed countries</Select.Label>
          <Select.ValueTrigger placeholder="All countries" />
          <Select.Options />
        </Select.Root>
        {countriesError ? (
          <p className={errorText}>{countriesError}</p>
        ) : (
          <p className={helper}>
            Codes go only to phone numbers of these countries. None chosen: every country.
          </p>
        )}
      </div>
    </>
  );
}
