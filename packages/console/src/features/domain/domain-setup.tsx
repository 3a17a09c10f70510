import { updateDomainMutationOptions } from '@console/api-client';
import { Button, Card, TextField, TimerButton } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { DnsRecord } from './dns-record';
import { canVerifyDomain, domainErrorMessage } from './domain-rules';
import { actions, note, stack, stepLabel } from './domain-styles';
import { DNS_PROPAGATION_NOTE } from './domain-notes';

const alert = css({
  textStyle: 'body.md',
  color: 'danger.fg',
  bg: 'danger.subtle',
  borderWidth: '1px',
  borderColor: 'danger.border',
  borderRadius: 'md',
  px: '3',
  py: '2',
});

/**
 * The two-step setup of a custom domain (spec 001 §2, §5): the domain, then the CNAME record to create and the
 * verify button (PUT /branding/domain). Both steps' buttons are enabled only for a valid hostname. A failed
 * verification stays on the record step with the catalogue's message (spec 001 §8); the typed domain is kept.
 */
export function DomainSetup({
  accountId,
  current,
  onCancel,
  onDone,
}: {
  accountId: string;
  /** Changing a set domain: it is named, and Cancel goes back to it. */
  current?: string;
  onCancel?: () => void;
  onDone?: () => void;
}) {
  const api = useApi();
  const update = useMutation(updateDomainMutationOptions(api, accountId));
  const [step, setStep] = useState<'domain' | 'record'>('domain');
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string>();
  const valid = canVerifyDomain(domain);

  const next = (event: SyntheticEvent) => {
    event.preventDefault();
    if (valid) setStep('record');
  };

  const verify = async () => {
    setError(undefined);
    try {
      await update.mutateAsync({ domain });
      onDone?.();
    } catch (failure) {
      setError(domainErrorMessage(failure));
      throw failure;
    }
  };

  if (step === 'domain')
    return (
      <Card.Root>
        <Card.Header>
          <p className={stepLabel}>Step 1 of 2</p>
          <Card.Title>{current ? 'Choose a new domain' : 'Choose your domain'}</Card.Title>
          <Card.Description>
            {current
              ? `It replaces ${current} once its DNS record is verified.`
              : 'The address your customers will see, on a domain your company owns.'}
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <form className={stack} onSubmit={next} noValidate>
            <TextField
              label="Domain"
              value={domain}
              placeholder="login.example.com"
              autoComplete="off"
              spellCheck={false}
              helperText="Lowercase, such as login.example.com."
              onChange={(event) => setDomain(event.target.value)}
            />
            <div className={actions}>
              {onCancel && (
                <Button variant="outline" onClick={onCancel}>
                  Cancel
                </Button>
              )}
              <Button type="submit" disabled={!valid}>
                Continue
              </Button>
            </div>
          </form>
        </Card.Body>
      </Card.Root>
    );

  return (
    <Card.Root>
      <Card.Header>
        <p className={stepLabel}>Step 2 of 2</p>
        <Card.Title>Create the DNS record</Card.Title>
        <Card.Description>
          At your DNS provider, add this record for {domain}, then verify it.
        </Card.Description>
      </Card.Header>
      <Card.Body className={stack}>
        <DnsRecord domain={domain} />
        <p className={note}>{DNS_PROPAGATION_NOTE}</p>
        {error && (
          <p role="alert" className={alert}>
            {error}
          </p>
        )}
        <div className={actions}>
          <Button variant="outline" onClick={() => setStep('domain')}>
            Back
          </Button>
          <TimerButton onClick={verify} disabled={!valid}>
            Verify DNS settings
          </TimerButton>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
