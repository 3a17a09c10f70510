import {
  listWebhookDeliveriesQueryOptions,
  retryWebhookDeliveryMutationOptions,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  type AppId,
  type WebhookDelivery,
  type WebhookDeliveryFilter,
  type WebhookEndpoint,
} from '@console/api-client';
import { Button, Drawer, EmptyState, LoadError, pageCountText, SegmentedControl, toast } from '@console/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { reportFailure } from '../../lib/report-failure';
import { DeliveriesTable } from './deliveries-table';

const RETRY_QUEUED = 'Retry queued';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'failed', label: 'Failed' },
] as const satisfies readonly { value: WebhookDeliveryFilter; label: string }[];

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const url = css({ fontFamily: 'mono', wordBreak: 'break-all' });
const footer = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  w: 'full',
});
const countText = css({ textStyle: 'body.sm', color: 'fg.muted' });
const pager = css({ display: 'flex', gap: '2' });

interface DeliveriesDrawerProps {
  accountId: string;
  app: AppId;
  endpoint: WebhookEndpoint;
  onClose: () => void;
}

/**
 * The Deliveries drawer of one endpoint (apps.md §2.7): the last 30 days, newest first, filtered All / Succeeded /
 * Failed (a filter change goes back to page 1), paged by the server's cursor; Retry on a failed row queues it
 * again ("Retry queued").
 */
export function DeliveriesDrawer({ accountId, app, endpoint, onClose }: DeliveriesDrawerProps) {
  const api = useApi();
  const [filter, setFilter] = useState<WebhookDeliveryFilter>('all');
  // The cursors of the pages walked so far: page i is fetched with cursors[i] (null for the first).
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const pageIndex = cursors.length - 1;
  const query = useQuery(
    listWebhookDeliveriesQueryOptions(api, accountId, app, endpoint.id, filter, cursors[pageIndex] ?? null),
  );
  const retry = useMutation(retryWebhookDeliveryMutationOptions(api, accountId, app));
  const page = query.data;
  const loading = query.isPending || (query.isPlaceholderData && query.isFetching);

  const retryDelivery = async (delivery: WebhookDelivery) => {
    try {
      await retry.mutateAsync({ id: delivery.id });
    } catch (error) {
      reportFailure(error);
      throw error;
    }
    toast.success(RETRY_QUEUED);
  };

  const content = query.isError ? (
    <LoadError noun="deliveries" onRetry={() => void query.refetch()} />
  ) : !loading && page && page.items.length === 0 ? (
    <EmptyState
      title={filter === 'all' ? 'No deliveries yet.' : 'No deliveries match this filter.'}
      description="Deliveries of the last 30 days are listed here."
    />
  ) : (
    <DeliveriesTable deliveries={page?.items ?? []} loading={loading} onRetry={retryDelivery} />
  );

  return (
    <Drawer.Root
      open
      size="lg"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>Deliveries</Drawer.Title>
          <Drawer.Description>
            <span className={url}>{endpoint.url}</span> · the last 30 days
          </Drawer.Description>
        </Drawer.Header>
        <Drawer.Body className={body}>
          <SegmentedControl
            label="Delivery status"
            options={FILTERS}
            value={filter}
            onValueChange={(next) => {
              setFilter(next);
              setCursors([null]);
            }}
          />
          {content}
        </Drawer.Body>
        {page && page.count > 0 && (
          <Drawer.Footer>
            <div className={footer}>
              <p className={countText} aria-live="polite">
                {pageCountText(
                  pageIndex,
                  WEBHOOK_DELIVERY_PAGE_SIZE,
                  page.items.length,
                  page.count,
                  'deliveries',
                )}
              </p>
              <div className={pager}>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pageIndex === 0 || loading}
                  onClick={() => setCursors((current) => current.slice(0, -1))}
                >
                  <ChevronLeft aria-hidden />
                  Previous
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page.lastKey === null || loading}
                  onClick={() => setCursors((current) => [...current, page.lastKey])}
                >
                  Next
                  <ChevronRight aria-hidden />
                </Button>
              </div>
            </div>
          </Drawer.Footer>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}
