import {
  eventLabel,
  getApp,
  sessionStatusLabel,
  type AppId,
  type AppSessionWithEvents,
} from '@console/api-client';
import {
  CopyButton,
  DetailList,
  formatDateTime,
  formatPhoneNumber,
  SessionDrawer,
  SessionStatusBadge,
  shortenSessionId,
  Timeline,
  type DetailItem,
  type SessionDrawerSection,
} from '@console/ui';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { detailItems, eventTone, sessionDuration } from './session-format';

const idRow = css({ display: 'inline-flex', alignItems: 'center', gap: '1', wordBreak: 'break-all' });
const mono = css({ fontFamily: 'mono', textStyle: 'body.sm' });

export interface SessionDetailsDrawerProps {
  app: AppId;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent while it loads or when it failed. */
  session: AppSessionWithEvents | undefined;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  /** Where focus goes on close when no row opened the drawer (it was opened by `?session=`). */
  finalFocusEl?: () => HTMLElement | null;
  /** The app's own lines for its details (a payment's); else the session's details as they come. */
  appDetails?: DetailItem[];
  /** The app's actions in the footer (Refund payment). */
  actions?: ReactNode;
}

/** A reason code in words: `max_attempts` → "Max attempts". */
const reasonText = (reason: string) => {
  const words = reason.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const dateTime = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '—');

/**
 * One session in the drawer (spec apps.md §2.2): the full id, status and reason, customer, phone, agent, times
 * and duration; the app's details; and the timeline of its events ("14:02:11 · Webhook delivered · 200",
 * 24-hour in the viewer's time zone).
 */
export function SessionDetailsDrawer({
  app,
  open,
  onOpenChange,
  session,
  loading = false,
  error = false,
  onRetry,
  finalFocusEl,
  appDetails: ownDetails,
  actions,
}: SessionDetailsDrawerProps) {
  const statusLabel = session ? sessionStatusLabel(app, session.status, session.details) : '';
  const appDetails = ownDetails ?? (session ? detailItems(session.details) : []);
  const sections: SessionDrawerSection[] = session
    ? [
        {
          id: 'details',
          title: 'Details',
          content: (
            <DetailList
              items={[
                {
                  label: 'Session ID',
                  value: (
                    <span className={idRow}>
                      <span className={mono}>{session.id}</span>
                      <CopyButton value={session.id} label="session ID" iconOnly />
                    </span>
                  ),
                },
                {
                  label: 'Session',
                  value: (
                    <span className={idRow}>
                      <span className={mono}>{session.sessionRef}</span>
                      <CopyButton value={session.sessionRef} label="session reference" iconOnly />
                    </span>
                  ),
                },
                {
                  label: 'Status',
                  value: session.reason ? `${statusLabel} · ${reasonText(session.reason)}` : statusLabel,
                },
                { label: 'Customer', value: session.customerRef },
                { label: 'Phone Number', value: formatPhoneNumber(session.phoneNumber) },
                { label: 'Agent', value: session.agent.name },
                { label: 'Created', value: dateTime(session.createdAt) },
                {
                  label: session.status === 'pending' ? 'Expires' : 'Completed',
                  value: dateTime(session.status === 'pending' ? session.expiresAt : session.completedAt),
                },
                { label: 'Duration', value: sessionDuration(session) ?? '—' },
              ]}
            />
          ),
        },
        ...(appDetails.length > 0
          ? [
              {
                id: 'app-details',
                title: `${getApp(app).title} details`,
                content: <DetailList items={appDetails} />,
              },
            ]
          : []),
        {
          id: 'timeline',
          title: 'Timeline',
          content: (
            <Timeline
              events={session.events.map((event, index) => ({
                id: `${index}-${event.type}`,
                at: event.at,
                label: eventLabel(event.type),
                ...(event.detail ? { detail: event.detail } : {}),
                ...(eventTone(event.type) ? { tone: eventTone(event.type) } : {}),
              }))}
            />
          ),
        },
      ]
    : [];

  return (
    <SessionDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={session ? `Session ${shortenSessionId(session.sessionRef)}` : 'Session'}
      description={session ? session.id : undefined}
      status={session ? <SessionStatusBadge status={session.status} label={statusLabel} /> : undefined}
      sections={sections}
      actions={actions}
      loading={loading}
      error={error}
      {...(onRetry ? { onRetry } : {})}
      {...(finalFocusEl ? { finalFocusEl } : {})}
    />
  );
}
