import { LOOKUP_METHODS, type LookupMethod } from '@console/api-client';
import { Card, SelectField, TextField, TimerButton } from '@console/ui';
import { css } from '../../../styled-system/css';
import { LookupHeadersFields } from './lookup-headers-fields';
import { LookupMappingFields } from './lookup-mapping-fields';
import { sectionHeading, stack } from './lookup-styles';
import type { LookupFormState } from './use-lookup-form';

const endpointRow = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 8rem' }, gap: '3' });
const METHOD_OPTIONS = LOOKUP_METHODS.map((method) => ({ value: method, label: method }));

export interface LookupConfigFormProps {
  form: LookupFormState;
  savedKeys: readonly string[];
  onSave: () => Promise<unknown>;
}

/** The configuration form (spec 001 §2): endpoint, method, headers and data mapping, saved with a TimerButton. */
export function LookupConfigForm({ form, savedKeys, onSave }: LookupConfigFormProps) {
  const { values, errors } = form;
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Configuration</Card.Title>
        <Card.Description>How the agent app finds a caller in your own system.</Card.Description>
      </Card.Header>
      <Card.Body className={stack}>
        <fieldset className={stack}>
          <legend className={sectionHeading}>Endpoint</legend>
          <div className={endpointRow}>
            <TextField
              label="Endpoint URL"
              type="url"
              value={values.url}
              placeholder="https://api.example.com/customers"
              error={errors.url}
              helperText="HTTPS only. A GET sends the caller's number as ?phoneNumber=, a POST as { phoneNumber } in JSON."
              onChange={(event) => form.setField('url', event.target.value)}
            />
            <SelectField
              label="Method"
              options={METHOD_OPTIONS}
              value={values.method}
              onChange={(event) => form.setField('method', event.target.value as LookupMethod)}
            />
          </div>
        </fieldset>
        <LookupHeadersFields form={form} savedKeys={savedKeys} />
        <LookupMappingFields form={form} />
      </Card.Body>
      <Card.Footer>
        <TimerButton onClick={onSave}>Save Settings</TimerButton>
      </Card.Footer>
    </Card.Root>
  );
}
