import { getWebhookSecretQueryOptions, rotateWebhookSecretMutationOptions } from '@console/api-client';
import { Button, Card, ConfirmDialog, MASKED_SECRET, SecretField, toast } from '@console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Eye, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { secretField } from '../../../styled-system/recipes';
import { useApi } from '../../lib/use-api';
import { reportFailure } from '../../lib/report-failure';

const SECRET_ROTATED = 'Signing secret rotated';
const SECRET_COPIED = 'Signing secret copied';

const header = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '3' });
const lead = css({ textStyle: 'body.sm', color: 'fg.muted', mt: '1' });
const note = css({ textStyle: 'body.sm', color: 'fg.muted', mt: '3' });

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The account's signing secret (apps.md §2.7): shared by every app, masked as 32 asterisks. Reading it is audited,
 * so it is fetched only on Reveal or Copy. "Rotate secret" asks first; for 24 hours both secrets sign.
 */
export function SigningSecretCard({ accountId }: { accountId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [requested, setRequested] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const secret = useQuery(getWebhookSecretQueryOptions(api, accountId, requested));
  const rotate = useMutation(rotateWebhookSecretMutationOptions(api, accountId));

  const reveal = () => {
    setRequested(true);
    setRevealed(true);
  };

  const copy = async () => {
    try {
      const { secret: value } = await queryClient.query(getWebhookSecretQueryOptions(api, accountId));
      await navigator.clipboard.writeText(value);
    } catch (error) {
      reportFailure(error);
      return;
    }
    setRequested(true);
    toast.success(SECRET_COPIED);
  };

  const rotateSecret = async () => {
    try {
      await rotate.mutateAsync();
    } catch (error) {
      reportFailure(error);
      throw error;
    }
    setRequested(true);
    toast.success(SECRET_ROTATED);
  };

  const previousExpiresAt = secret.data?.previousExpiresAt ?? null;

  return (
    <Card.Root>
      <Card.Header className={header}>
        <div>
          <Card.Title>Signing secret</Card.Title>
          <p className={lead}>
            One secret for all your apps' webhooks: check each request's signature with it.
          </p>
        </div>
        <ConfirmDialog
          title="Rotate signing secret?"
          description="For 24 hours every request carries signatures for the old and the new secret. After that only the new secret works."
          confirmLabel="Rotate secret"
          onConfirm={rotateSecret}
          trigger={
            <Button variant="outline">
              <RefreshCw aria-hidden />
              Rotate secret
            </Button>
          }
        />
      </Card.Header>
      <Card.Body>
        {secret.data ? (
          <SecretField
            label="Signing secret"
            value={secret.data.secret}
            revealed={revealed}
            onRevealedChange={setRevealed}
          />
        ) : (
          <MaskedSecret loading={secret.isFetching} onReveal={reveal} onCopy={() => void copy()} />
        )}
        {secret.isError && (
          <p className={note} role="alert">
            The signing secret could not be loaded. Try Reveal again.
          </p>
        )}
        {previousExpiresAt && (
          <p className={note}>
            The previous secret also signs until {dateTime.format(new Date(previousExpiresAt))}.
          </p>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The secret before it was read: the mask, Reveal, and Copy (which reads it, then copies it). */
function MaskedSecret({
  loading,
  onReveal,
  onCopy,
}: {
  loading: boolean;
  onReveal: () => void;
  onCopy: () => void;
}) {
  const classes = secretField();
  return (
    <div role="group" aria-labelledby="signing-secret-label" className={classes.root}>
      <span id="signing-secret-label" className={classes.label}>
        Signing secret
      </span>
      <div className={classes.row}>
        <p className={classes.value}>{MASKED_SECRET}</p>
        <div className={classes.actions}>
          <Button variant="outline" size="sm" disabled={loading} onClick={onReveal}>
            <Eye aria-hidden />
            Reveal
            <span className={css({ srOnly: true })}> signing secret</span>
          </Button>
          <Button variant="outline" size="sm" disabled={loading} onClick={onCopy}>
            <Copy aria-hidden />
            Copy
            <span className={css({ srOnly: true })}> signing secret</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
