import type { WebhookEndpoint, WebhookTestResult } from '@console/api-client';
import { Badge, Button, createDataTableColumnHelper, DataTable, RelativeTime } from '@console/ui';
import { List, Pencil, Power, PowerOff, Send, Trash2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { ENDPOINT_STATUS, statusCodeText, testResultText, testSucceeded } from './webhook-texts';

const url = css({ fontFamily: 'mono', textStyle: 'body.sm', color: 'fg.default', wordBreak: 'break-all' });
const description = css({ textStyle: 'body.sm', color: 'fg.muted', mt: '0.5' });
const tested = css({
  textStyle: 'body.sm',
  fontWeight: '500',
  mt: '1',
  color: 'danger.fg',
  '&[data-ok]': { color: 'success.fg' },
});
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '1' });
const chip = css({ fontFamily: 'mono' });
const muted = css({ color: 'fg.muted' });
const actions = css({ display: 'flex', justifyContent: 'flex-end', gap: '1', flexWrap: 'wrap' });

interface EndpointActions {
  onEdit: (endpoint: WebhookEndpoint) => void;
  /** Disable an enabled endpoint; enable a disabled or auto-disabled one. */
  onToggle: (endpoint: WebhookEndpoint) => Promise<unknown>;
  onTest: (endpoint: WebhookEndpoint) => void;
  onDeliveries: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}

interface EndpointsTableProps extends EndpointActions {
  endpoints: readonly WebhookEndpoint[];
  /** The last test of each endpoint this visit, shown under its URL. */
  testResults: Readonly<Record<string, WebhookTestResult>>;
  loading?: boolean;
  emptyMessage?: ReactNode;
}

/** An endpoint with the answer to its last test this visit (rows carry it: the table keeps its first columns). */
type EndpointRow = WebhookEndpoint & { test: WebhookTestResult | undefined };

const column = createDataTableColumnHelper<EndpointRow>();

function IconAction({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick}>
      {icon}
    </Button>
  );
}

/**
 * The app's endpoints (apps.md §2.7): URL (with its description and the last test's answer), Events as chips,
 * Status (Enabled, Disabled, Auto-disabled), Last delivery, and each row's actions: Edit, Disable/Enable, Send
 * test event, Deliveries and Delete, each named with the endpoint's URL.
 */
export function EndpointsTable({
  endpoints,
  testResults,
  loading = false,
  emptyMessage,
  ...on
}: EndpointsTableProps) {
  const rows = useMemo(
    () => endpoints.map((endpoint) => ({ ...endpoint, test: testResults[endpoint.id] })),
    [endpoints, testResults],
  );
  const columns = useMemo(
    () => [
      column.accessor('url', {
        header: 'URL',
        cell: ({ row }) => {
          const endpoint = row.original;
          const { test } = endpoint;
          return (
            <div>
              <p className={url}>{endpoint.url}</p>
              {endpoint.description && <p className={description}>{endpoint.description}</p>}
              {test && (
                <p className={tested} data-ok={testSucceeded(test) || undefined}>
                  Test: {testResultText(test)}
                </p>
              )}
            </div>
          );
        },
      }),
      column.accessor('events', {
        header: 'Events',
        enableSorting: false,
        meta: { hideBelow: 'md' },
        cell: ({ getValue }) => (
          <ul className={chips} aria-label="Events">
            {getValue<string[]>().map((event) => (
              <li key={event}>
                <Badge tone="neutral" className={chip}>
                  {event}
                </Badge>
              </li>
            ))}
          </ul>
        ),
      }),
      column.accessor('status', {
        header: 'Status',
        cell: ({ getValue }) => {
          const status = ENDPOINT_STATUS[getValue<WebhookEndpoint['status']>()];
          return <Badge tone={status.tone}>{status.label}</Badge>;
        },
      }),
      column.accessor((endpoint) => endpoint.lastDelivery?.at ?? '', {
        id: 'lastDelivery',
        header: 'Last delivery',
        meta: { hideBelow: 'sm' },
        cell: ({ row }) => {
          const last = row.original.lastDelivery;
          if (!last) return <span className={muted}>Never</span>;
          return (
            <span>
              <RelativeTime date={new Date(last.at)} />
              <span className={muted}>
                {' · '}
                {last.succeeded ? 'Delivered' : 'Failed'} · {statusCodeText(last.statusCode)}
              </span>
            </span>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => <span className={css({ srOnly: true })}>Actions</span>,
        cell: ({ row }) => {
          const endpoint = row.original;
          const enabled = endpoint.status === 'enabled';
          return (
            <div className={actions}>
              <IconAction
                label={`Edit ${endpoint.url}`}
                icon={<Pencil aria-hidden />}
                onClick={() => on.onEdit(endpoint)}
              />
              <IconAction
                label={`${enabled ? 'Disable' : 'Enable'} ${endpoint.url}`}
                icon={enabled ? <PowerOff aria-hidden /> : <Power aria-hidden />}
                onClick={() => void on.onToggle(endpoint).catch(() => undefined)}
              />
              <IconAction
                label={`Send test event to ${endpoint.url}`}
                icon={<Send aria-hidden />}
                onClick={() => on.onTest(endpoint)}
              />
              <IconAction
                label={`Deliveries of ${endpoint.url}`}
                icon={<List aria-hidden />}
                onClick={() => on.onDeliveries(endpoint)}
              />
              <IconAction
                label={`Delete ${endpoint.url}`}
                icon={<Trash2 aria-hidden />}
                onClick={() => on.onDelete(endpoint)}
              />
            </div>
          );
        },
      }),
    ],
    [on],
  );

  return (
    <DataTable
      caption="Webhook endpoints"
      columns={columns}
      data={rows}
      getRowId={(endpoint) => endpoint.id}
      loading={loading}
      emptyMessage={emptyMessage}
    />
  );
}
