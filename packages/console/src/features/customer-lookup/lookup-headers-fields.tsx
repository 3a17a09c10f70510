import { MAX_LOOKUP_HEADERS } from '@console/api-client';
import { Button, TextField } from '@console/ui';
import { Plus, Trash2 } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { hint, sectionHeading, stack } from './lookup-styles';
import type { LookupFormState } from './use-lookup-form';

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr auto' },
  gap: '3',
  alignItems: 'start',
});
const removeButton = css({ mt: { md: '6' } });
const limit = css({ textStyle: 'body.sm', color: 'fg.muted' });

/**
 * Up to 3 headers (spec 001 §5, §9). Saved values never come back (only the names), so a saved header shows an
 * empty value to fill in again; at the limit the add button is disabled and says why.
 */
export function LookupHeadersFields({
  form,
  savedKeys,
}: {
  form: LookupFormState;
  savedKeys: readonly string[];
}) {
  const { headers } = form.values;
  const full = headers.length >= MAX_LOOKUP_HEADERS;
  return (
    <fieldset className={stack}>
      <legend className={sectionHeading}>Headers</legend>
      <p className={hint}>
        Sent with every request, for example an API key. Values are never shown again once saved
        {savedKeys.length > 0 && ': enter them again before you save or test'}.
      </p>
      {headers.map((header, index) => (
        <div key={index} className={row}>
          <TextField
            label={`Header ${index + 1} name`}
            value={header.key}
            placeholder="X-Api-Key"
            autoComplete="off"
            error={form.errors[`headers.${index}.key`]}
            onChange={(event) => form.setHeader(index, 'key', event.target.value)}
          />
          <TextField
            label={`Header ${index + 1} value`}
            type="password"
            value={header.value}
            autoComplete="new-password"
            placeholder={savedKeys.includes(header.key) ? 'Saved: enter it again' : undefined}
            error={form.errors[`headers.${index}.value`]}
            onChange={(event) => form.setHeader(index, 'value', event.target.value)}
          />
          <Button
            variant="ghost"
            size="sm"
            className={removeButton}
            aria-label={`Remove header ${index + 1}`}
            onClick={() => form.removeHeader(index)}
          >
            <Trash2 aria-hidden size={16} />
          </Button>
        </div>
      ))}
      <div>
        <Button variant="outline" size="sm" disabled={full} onClick={form.addHeader}>
          <Plus aria-hidden size={16} />
          Add header
        </Button>
      </div>
      {(full || form.errors.headers) && (
        <p className={limit} role={form.errors.headers ? 'alert' : undefined}>
          {form.errors.headers ?? 'You can add up to 3 headers'}
        </p>
      )}
    </fieldset>
  );
}
