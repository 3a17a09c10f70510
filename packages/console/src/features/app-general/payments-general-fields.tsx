import { STATEMENT_DESCRIPTOR_MAX } from '@console/api-client';
import { SelectField, TextField } from '@console/ui';
import type { ChangeEvent } from 'react';
import { css } from '../../../styled-system/css';
import { CURRENCY_OPTIONS } from '../../components/app-settings/currency-options';
import { SettingSwitch } from '../../components/app-settings/setting-switch';
import type { GeneralFormValues } from './general-form-values';

const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' });

type PaymentsTextField = 'customAmountMin' | 'customAmountMax' | 'defaultCurrency' | 'statementDescriptor';

interface PaymentsGeneralFieldsProps {
  values: GeneralFormValues;
  /** A text field's props (name, value, error, onChange), as the form binds its fields. */
  bind: (name: PaymentsTextField) => {
    name: string;
    value: string | undefined;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  };
  onChange: (patch: Partial<GeneralFormValues>) => void;
}

/**
 * Payments' fields after the shared ones (apps.md §3.5, as Stripe's): custom amounts on or off with their minimum
 * and maximum (in the default currency, which a request without a currency is in), and the statement descriptor.
 * The range stays as typed while custom amounts are off, for when they are turned on again.
 */
export function PaymentsGeneralFields({ values, bind, onChange }: PaymentsGeneralFieldsProps) {
  const allowed = values.allowCustomAmount ?? true;
  const currency = values.defaultCurrency ?? 'USD';
  const descriptor = values.statementDescriptor ?? '';
  return (
    <>
      <SettingSwitch
        name="allowCustomAmount"
        label="Allow agents to enter a custom amount"
        checked={allowed}
        onCheckedChange={(checked) => onChange({ allowCustomAmount: checked })}
      >
        {`Agents can ask for an amount of their own in ${currency}, between the minimum and the maximum. Off: only products of the catalog.`}
      </SettingSwitch>
      <div className={row}>
        <TextField
          label={`Minimum amount (${currency})`}
          inputMode="decimal"
          autoComplete="off"
          disabled={!allowed}
          {...bind('customAmountMin')}
        />
        <TextField
          label={`Maximum amount (${currency})`}
          inputMode="decimal"
          autoComplete="off"
          disabled={!allowed}
          {...bind('customAmountMax')}
        />
      </div>
      <div className={row}>
        <SelectField
          label="Default currency"
          options={CURRENCY_OPTIONS}
          helperText="The currency of custom amounts."
          {...bind('defaultCurrency')}
        />
        <TextField
          label="Statement descriptor"
          autoComplete="off"
          spellCheck={false}
          placeholder="NORTHWIND SUPPORT"
          helperText={`What your customers' card statements show (${descriptor.length} of ${STATEMENT_DESCRIPTOR_MAX} characters). Empty: your provider account's own.`}
          {...bind('statementDescriptor')}
        />
      </div>
    </>
  );
}
