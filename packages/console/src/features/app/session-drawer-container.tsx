import { getSessionQueryOptions, type AppId } from '@console/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { usePaymentDrawer } from './payment/use-payment-drawer';
import { SessionDetailsDrawer } from './session-details-drawer';

/**
 * The drawer of the session named by the address (`?session=`, spec apps.md §2.2): GET /{app}/sessions/{id} while
 * it is open, with the drawer's own skeleton and "Couldn't load session." / Try again, so a session that fails to
 * load never hides the list or dashboard behind it. It keeps showing the last session while it slides out. A payment
 * brings its own lines and Refund payment (usePaymentDrawer).
 */
export function SessionDrawerContainer({
  app,
  sessionId,
  onClose,
}: {
  app: AppId;
  sessionId: string | undefined;
  onClose: () => void;
}) {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const [shownId, setShownId] = useState(sessionId);
  if (sessionId !== undefined && sessionId !== shownId) setShownId(sessionId);
  const query = useQuery({
    ...getSessionQueryOptions(api, accountId, app, shownId ?? ''),
    enabled: shownId !== undefined,
  });
  const payment = usePaymentDrawer(app, query.data);
  return (
    <>
      <SessionDetailsDrawer
        app={app}
        open={sessionId !== undefined}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        session={query.data}
        loading={query.isPending && shownId !== undefined}
        error={query.isError}
        onRetry={() => void query.refetch()}
        appDetails={payment.details}
        actions={payment.actions}
      />
      {payment.dialog}
    </>
  );
}
