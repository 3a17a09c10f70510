import { getDeveloperAccountQueryOptions } from '@console/api-client';
import { Button, Card, MASKED_SECRET } from '@console/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { CredentialRow } from './credential-row';
import { maskSecretKey } from './mask-secret';

const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const lead = css({ textStyle: 'body.md', color: 'fg.muted', mt: '2', mb: '6' });
const cards = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const list = css({ m: '0' });

/**
 * Developers (spec 001 §2, §9): the API credentials (widget key; secret key masked after its first underscore until
 * revealed), the webhook secret as 32 asterisks (never revealed), and the account ID from the session, each with a
 * copy button.
 */
export function DevelopersPage() {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: developer } = useSuspenseQuery(getDeveloperAccountQueryOptions(api, accountId));
  const [revealed, setRevealed] = useState(false);

  return (
    <div>
      <h1 className={heading}>Developers</h1>
      <p className={lead}>Credentials for calling the API and checking our webhook requests.</p>
      <div className={cards}>
        <Card.Root>
          <Card.Header>
            <Card.Title>API credentials</Card.Title>
          </Card.Header>
          <Card.Body>
            <dl className={list}>
              <CredentialRow label="Widget key" shown={developer.widgetKey} value={developer.widgetKey} />
              <CredentialRow
                label="Secret key"
                shown={revealed ? developer.secretKey : maskSecretKey(developer.secretKey)}
                value={developer.secretKey}
              >
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={revealed}
                  onClick={() => setRevealed(!revealed)}
                >
                  {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                  {revealed ? 'Hide' : 'Reveal'}
                  <span className={css({ srOnly: true })}> secret key</span>
                </Button>
              </CredentialRow>
            </dl>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Card.Title>Webhooks</Card.Title>
            <Card.Description>
              Webhook requests carry an X-Signature header made with this secret.
            </Card.Description>
          </Card.Header>
          <Card.Body>
            <dl className={list}>
              <CredentialRow label="Webhook secret" shown={MASKED_SECRET} value={developer.webhookSecret} />
            </dl>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Card.Title>Account</Card.Title>
          </Card.Header>
          <Card.Body>
            <dl className={list}>
              <CredentialRow label="Account ID" shown={accountId} value={accountId} />
            </dl>
          </Card.Body>
        </Card.Root>
      </div>
    </div>
  );
}
