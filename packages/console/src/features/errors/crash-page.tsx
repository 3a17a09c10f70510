import { CrashScreen } from '@console/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { errorReporter } from '../../lib/error-reporting';

export const REPORT_SENT = 'Thank you. The error has been reported to our team.';
export const REPORT_NOT_CONFIGURED = 'Error reporting is not set up for this console, so nothing was sent.';
export const REPORT_FAILED = 'The report could not be sent. Please try again.';

const notice = css({
  position: 'fixed',
  insetX: '0',
  bottom: '6',
  mx: 'auto',
  w: 'fit-content',
  maxW: 'calc(100% - 2rem)',
  px: '4',
  py: '2',
  borderRadius: 'md',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'md',
  textStyle: 'body.md',
  color: 'fg.default',
  _empty: { display: 'none' },
});

const asError = (error: unknown): { message: string; stack?: string } =>
  error instanceof Error
    ? { message: error.message, ...(error.stack ? { stack: error.stack } : {}) }
    : { message: typeof error === 'string' ? error : 'Unknown error' };

/**
 * The root error boundary (spec 000 §8). Report Error sends the error to Sentry (captureException) when a DSN is
 * configured, then thanks the user; without one nothing is sent, and the notice says so. Reload Page reloads the
 * document: a crash may have left any state behind.
 */
export function CrashPage({ error }: ErrorComponentProps) {
  const [occurredAt] = useState(() => new Date());
  const [message, setMessage] = useState('');
  const [reporting, setReporting] = useState(false);

  const report = async () => {
    if (reporting) return;
    if (!errorReporter.enabled) return setMessage(REPORT_NOT_CONFIGURED);
    setReporting(true);
    try {
      await errorReporter.report(error);
      setMessage(REPORT_SENT);
    } catch {
      setMessage(REPORT_FAILED);
    } finally {
      setReporting(false);
    }
  };

  return (
    <>
      <CrashScreen
        error={asError(error)}
        occurredAt={occurredAt}
        onReload={() => window.location.reload()}
        onReport={() => void report()}
      />
      <p className={notice} role="status">
        {message}
      </p>
    </>
  );
}
