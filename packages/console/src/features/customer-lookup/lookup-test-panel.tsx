import { customerLookupTestFormSchema, testCustomerLookupMutationOptions } from '@console/api-client';
import { Button, Card, TextField } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useApi } from '../../lib/use-api';
import { AgentPreview, type PreviewState } from './agent-preview';
import { stack } from './lookup-styles';
import type { LookupFormState } from './use-lookup-form';

/**
 * The Test API panel (spec 001 §2, §5): a phone number in E.164 and the form as typed (saved or not) go to
 * POST /customer-lookup/test; both must pass first, so an invalid form shows its messages and sends nothing.
 */
export function LookupTestPanel({ form, accountId }: { form: LookupFormState; accountId: string }) {
  const api = useApi();
  const test = useMutation(testCustomerLookupMutationOptions(api, accountId));
  const [phoneNumber, setPhoneNumber] = useState('');

  const run = (event: SyntheticEvent) => {
    event.preventDefault();
    const input = form.validate(customerLookupTestFormSchema, { phoneNumber });
    if (input) test.mutate(input);
    else test.reset();
  };

  const state: PreviewState = test.isPending
    ? { status: 'loading' }
    : test.isError
      ? { status: 'failed', error: test.error }
      : test.isSuccess
        ? { status: 'found', customers: test.data.customers }
        : { status: 'idle' };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Test API</Card.Title>
        <Card.Description>Look up a caller with the settings as they are now, saved or not.</Card.Description>
      </Card.Header>
      <Card.Body className={stack}>
        <form className={stack} onSubmit={run} noValidate>
          <TextField
            label="Phone number"
            type="tel"
            value={phoneNumber}
            placeholder="+14155550123"
            autoComplete="off"
            helperText="In E.164 format: a plus sign and the country code, no spaces."
            error={form.errors.phoneNumber}
            onChange={(event) => {
              setPhoneNumber(event.target.value);
              form.clearError('phoneNumber');
            }}
          />
          <div>
            <Button type="submit" variant="outline" disabled={test.isPending}>
              Test API
            </Button>
          </div>
        </form>
        <AgentPreview state={state} />
      </Card.Body>
    </Card.Root>
  );
}
