import { webhookEvents, type AppId, type WebhookEndpoint, type WebhookTestResult } from '@console/api-client';
import { Button, Dialog, SelectField, TimerButton } from '@console/ui';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { reportFailure } from '../../lib/report-failure';
import { testResultText, testSucceeded } from './webhook-texts';

/** The event a test sends unless another is picked (apps.md §6). */
const DEFAULT_TEST_EVENT = 'session.succeeded';

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const url = css({ fontFamily: 'mono', textStyle: 'body.sm', color: 'fg.muted', wordBreak: 'break-all' });
const result = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  textStyle: 'body.md',
  fontWeight: '500',
  '&[data-ok] svg': { color: 'success.fg' },
  '&:not([data-ok]) svg': { color: 'danger.fg' },
  '& svg': { w: '4', h: '4', flexShrink: 0 },
});

interface SendTestDialogProps {
  app: AppId;
  endpoint: WebhookEndpoint;
  /** POST /{app}/webhooks/{id}/test {event}: what the endpoint answered. */
  onSend: (event: string) => Promise<WebhookTestResult>;
  onClose: () => void;
}

/**
 * "Send test event" (apps.md §2.7, §6): pick one of the app's events (session.succeeded first), send it, and read
 * the endpoint's answer inline: "Delivered · 200 · 142 ms", "Failed · 500" or "Failed · timed out". A test that
 * could not be sent at all gets the failure toast.
 */
export function SendTestDialog({ app, endpoint, onSend, onClose }: SendTestDialogProps) {
  const [event, setEvent] = useState(DEFAULT_TEST_EVENT);
  const [answer, setAnswer] = useState<WebhookTestResult | null>(null);

  const send = async () => {
    setAnswer(null);
    let sent: WebhookTestResult;
    try {
      sent = await onSend(event);
    } catch (error) {
      reportFailure(error);
      throw error;
    }
    setAnswer(sent);
    if (!testSucceeded(sent)) throw new Error(testResultText(sent));
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Send test event</Dialog.Title>
          <Dialog.Description>
            A test event is signed like any other, but it is not a delivery: it is not retried or listed.
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body className={body}>
          <p className={url}>{endpoint.url}</p>
          <SelectField
            label="Event"
            name="event"
            options={webhookEvents(app).map((value) => ({ value, label: value }))}
            value={event}
            onChange={(change) => {
              setEvent(change.target.value);
              setAnswer(null);
            }}
          />
          <div role="status">
            {answer && (
              <p className={result} data-ok={testSucceeded(answer) || undefined}>
                {testSucceeded(answer) ? <CircleCheck aria-hidden /> : <CircleX aria-hidden />}
                {testResultText(answer)}
              </p>
            )}
          </div>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">Close</Button>
          </Dialog.CloseTrigger>
          <TimerButton onClick={send} successLabel="Delivered">
            Send test event
          </TimerButton>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
