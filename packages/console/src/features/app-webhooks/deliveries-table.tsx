import type { WebhookDelivery } from '@console/api-client';
import { Badge, Button, DetailList, RelativeTime, Skeleton, Table, TimerButton } from '@console/ui';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import {
  canRetry,
  DELIVERY_STATUS,
  durationText,
  prettyBody,
  shortId,
  statusCodeText,
} from './webhook-texts';

const mono = css({ fontFamily: 'mono', textStyle: 'body.sm' });
const muted = css({ color: 'fg.muted' });
const nowrap = css({ whiteSpace: 'nowrap' });
const details = css({ display: 'flex', flexDirection: 'column', gap: '3', py: '2' });
const code = css({
  fontFamily: 'mono',
  textStyle: 'body.sm',
  bg: 'bg.subtle',
  borderRadius: 'md',
  p: '3',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  m: '0',
});
const label = css({ textStyle: 'label.sm', color: 'fg.default', mb: '1' });
const rowActions = css({ display: 'flex', gap: '1', justifyContent: 'flex-end', alignItems: 'center' });

const COLUMNS = ['Time', 'Event', 'Session', 'Status code', 'Attempts', 'Next retry'] as const;
const SKELETON_ROWS = 10;

interface DeliveriesTableProps {
  deliveries: readonly WebhookDelivery[];
  loading?: boolean;
  /** POST /{app}/webhooks/deliveries/{id}/retry, its toast included; rejects when it failed. */
  onRetry: (delivery: WebhookDelivery) => Promise<unknown>;
}

/**
 * An endpoint's deliveries (apps.md §2.7): Time, Event, Session, Status code ("—" on a timeout), Attempts and Next
 * retry; a row opens to the request body, the response code, the first 1 KB of the response and the duration;
 * failed rows offer Retry.
 */
export function DeliveriesTable({ deliveries, loading = false, onRetry }: DeliveriesTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Table.Root aria-busy={loading || undefined}>
      <Table.Caption className={css({ srOnly: true })}>Deliveries</Table.Caption>
      <Table.Head>
        <Table.Row>
          {COLUMNS.map((column) => (
            <Table.Header key={column} scope="col">
              {column}
            </Table.Header>
          ))}
          <Table.Header scope="col">
            <span className={css({ srOnly: true })}>Actions</span>
          </Table.Header>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {loading
          ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <Table.Row key={row}>
                {[...COLUMNS, 'actions'].map((column) => (
                  <Table.Cell key={column}>
                    <Skeleton width="80%" />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          : deliveries.map((delivery) => {
              const expanded = open.has(delivery.id);
              const detailsId = `${baseId}-${delivery.id}`;
              const status = DELIVERY_STATUS[delivery.status];
              return (
                <Fragment key={delivery.id}>
                  <Table.Row data-status={delivery.status}>
                    <Table.Cell className={nowrap}>
                      <RelativeTime date={new Date(delivery.at)} />
                    </Table.Cell>
                    <Table.Cell className={mono}>{delivery.event}</Table.Cell>
                    <Table.Cell className={mono}>
                      {delivery.sessionId ? (
                        <span title={delivery.sessionId}>{shortId(delivery.sessionId)}</span>
                      ) : (
                        <span className={muted}>—</span>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <span className={nowrap}>
                        <Badge tone={status.tone}>{status.label}</Badge> {statusCodeText(delivery.statusCode)}
                      </span>
                    </Table.Cell>
                    <Table.Cell>{delivery.attempts}</Table.Cell>
                    <Table.Cell className={nowrap}>
                      {delivery.nextRetryAt ? (
                        <RelativeTime date={new Date(delivery.nextRetryAt)} />
                      ) : (
                        <span className={muted}>—</span>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <div className={rowActions}>
                        {canRetry(delivery) && (
                          <TimerButton
                            size="sm"
                            variant="outline"
                            onClick={() => onRetry(delivery)}
                            successLabel="Queued"
                          >
                            Retry
                          </TimerButton>
                        )}
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-expanded={expanded}
                          aria-controls={detailsId}
                          aria-label={`Details of ${delivery.event} delivery ${shortId(delivery.id)}`}
                          onClick={() => toggle(delivery.id)}
                        >
                          {expanded ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
                        </Button>
                      </div>
                    </Table.Cell>
                  </Table.Row>
                  <Table.Row id={detailsId} hidden={!expanded}>
                    <Table.Cell colSpan={COLUMNS.length + 1}>
                      {expanded && <DeliveryDetails delivery={delivery} />}
                    </Table.Cell>
                  </Table.Row>
                </Fragment>
              );
            })}
      </Table.Body>
    </Table.Root>
  );
}

function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <div className={details}>
      <DetailList
        items={[
          { label: 'Response code', value: statusCodeText(delivery.statusCode) },
          { label: 'Duration', value: durationText(delivery.durationMs) },
          ...(delivery.error ? [{ label: 'Error', value: delivery.error }] : []),
          { label: 'Event ID', value: <span className={mono}>{delivery.eventId}</span> },
        ]}
      />
      <div>
        <p className={label}>Request body</p>
        <pre className={code}>{prettyBody(delivery.requestBody)}</pre>
      </div>
      <div>
        <p className={label}>Response (first 1 KB)</p>
        {delivery.responseExcerpt ? (
          <pre className={code}>{delivery.responseExcerpt}</pre>
        ) : (
          <p className={muted}>No response body.</p>
        )}
      </div>
    </div>
  );
}
