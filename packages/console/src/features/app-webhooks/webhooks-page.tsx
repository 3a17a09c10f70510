import {
  addWebhookEndpointMutationOptions,
  deleteWebhookEndpointMutationOptions,
  listWebhookEndpointsQueryOptions,
  MAX_WEBHOOK_ENDPOINTS,
  sendWebhookTestMutationOptions,
  updateWebhookEndpointMutationOptions,
  WEBHOOK_MESSAGES,
  type AppId,
  type WebhookEndpoint,
  type WebhookTestResult,
} from '@console/api-client';
import { Button, ConfirmDialog, EmptyState, toast } from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { reportFailure } from '../../lib/report-failure';
import { DeliveriesDrawer } from './deliveries-drawer';
import { EndpointFormDialog } from './endpoint-form-dialog';
import { EndpointsTable } from './endpoints-table';
import { SendTestDialog } from './send-test-dialog';
import { SigningSecretCard } from './signing-secret-card';
import { VerifyingHelp } from './verifying-help';

const ENDPOINT_UPDATED = 'Endpoint updated';
const ENDPOINT_DELETED = 'Endpoint deleted';

const column = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const limit = css({ textStyle: 'body.sm', color: 'fg.muted' });

type Open =
  | { kind: 'form'; endpoint: WebhookEndpoint | null }
  | { kind: 'test' | 'deliveries' | 'delete'; endpoint: WebhookEndpoint }
  | null;

/** The Add endpoint button, and the limit's message once the app has five. */
function AddEndpoint({ full, onAdd }: { full: boolean; onAdd: () => void }) {
  return (
    <>
      {full && <p className={limit}>{WEBHOOK_MESSAGES.tooMany}</p>}
      <Button onClick={onAdd} disabled={full}>
        <Plus aria-hidden />
        Add endpoint
      </Button>
    </>
  );
}

/**
 * An app's Settings › Webhooks (apps.md §2.7), after Stripe and Svix: its endpoints (up to five) with Edit,
 * Disable/Enable, Send test event, Deliveries and Delete; the account's signing secret; and how to verify a request.
 */
export function WebhooksPage({ app }: { app: AppId }) {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: endpoints } = useSuspenseQuery(listWebhookEndpointsQueryOptions(api, accountId, app));
  const add = useMutation(addWebhookEndpointMutationOptions(api, accountId, app));
  const update = useMutation(updateWebhookEndpointMutationOptions(api, accountId, app));
  const remove = useMutation(deleteWebhookEndpointMutationOptions(api, accountId, app));
  const test = useMutation(sendWebhookTestMutationOptions(api, accountId, app));
  const [open, setOpen] = useState<Open>(null);
  const [testResults, setTestResults] = useState<Record<string, WebhookTestResult>>({});
  const close = () => setOpen(null);
  const full = endpoints.length >= MAX_WEBHOOK_ENDPOINTS;

  const toggle = async (endpoint: WebhookEndpoint) => {
    const { url, description, events } = endpoint;
    const status = endpoint.status === 'enabled' ? 'disabled' : 'enabled';
    try {
      await update.mutateAsync({ id: endpoint.id, endpoint: { url, description, events, status } });
    } catch (error) {
      reportFailure(error);
      throw error;
    }
    toast.success(ENDPOINT_UPDATED);
  };

  const sendTest = async (endpoint: WebhookEndpoint, event: string) => {
    const result = await test.mutateAsync({ id: endpoint.id, event });
    setTestResults((current) => ({ ...current, [endpoint.id]: result }));
    return result;
  };

  const deleteEndpoint = async (endpoint: WebhookEndpoint) => {
    try {
      await remove.mutateAsync({ id: endpoint.id });
    } catch (error) {
      reportFailure(error);
      throw error;
    }
    toast.success(ENDPOINT_DELETED);
  };

  return (
    <div>
      <AppPageHeader
        title="Webhooks"
        actions={<AddEndpoint full={full} onAdd={() => setOpen({ kind: 'form', endpoint: null })} />}
      >
        Get an HTTPS request on your server when a session moves on, instead of polling for it.
      </AppPageHeader>
      <div className={column}>
        {endpoints.length === 0 ? (
          <EmptyState
            icon={<Webhook />}
            title="No endpoints yet."
            description="Add an endpoint to receive this app's events on your server."
          />
        ) : (
          <EndpointsTable
            endpoints={endpoints}
            testResults={testResults}
            onEdit={(endpoint) => setOpen({ kind: 'form', endpoint })}
            onToggle={toggle}
            onTest={(endpoint) => setOpen({ kind: 'test', endpoint })}
            onDeliveries={(endpoint) => setOpen({ kind: 'deliveries', endpoint })}
            onDelete={(endpoint) => setOpen({ kind: 'delete', endpoint })}
          />
        )}
        <SigningSecretCard accountId={accountId} />
        <VerifyingHelp />
      </div>
      {open?.kind === 'form' && (
        <EndpointFormDialog
          app={app}
          endpoint={open.endpoint}
          onClose={close}
          onSave={(body) => {
            const { endpoint } = open;
            return endpoint ? update.mutateAsync({ id: endpoint.id, endpoint: body }) : add.mutateAsync(body);
          }}
        />
      )}
      {open?.kind === 'test' && (
        <SendTestDialog
          app={app}
          endpoint={open.endpoint}
          onClose={close}
          onSend={(event) => sendTest(open.endpoint, event)}
        />
      )}
      {open?.kind === 'deliveries' && (
        <DeliveriesDrawer accountId={accountId} app={app} endpoint={open.endpoint} onClose={close} />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(next) => {
            if (!next) close();
          }}
          title="Delete this endpoint?"
          description={`Events will no longer be sent to ${open.endpoint.url}.`}
          confirmLabel="Delete endpoint"
          variant="destructive"
          onConfirm={() => deleteEndpoint(open.endpoint)}
        />
      )}
    </div>
  );
}
