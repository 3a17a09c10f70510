import { CrashScreen, useClock } from '@console/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { errorReporter } from '../../lib/error-reporting';

export const REPORT_SENT = 'Thank you. The error has been reported to our team.';
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

type Report = 'sending' | 'sent' | 'failed';

/**
 * The root error boundary (spec 000 §8). The crash is reported as the screen shows ("Our team has been notified"):
 * to Sentry when configured, else to the server (see errorReporter). Report Error stays, as the spec shows it: it
 * thanks the user once the report went out, and tries again if it failed (which the notice says). Reload Page
 * reloads the document: a crash may have left any state behind.
 */
export function CrashPage({ error }: ErrorComponentProps) {
  const api = useRouter().options.context.api;
  const clock = useClock();
  const [occurredAt] = useState(() => clock.now());
  const [report, setReport] = useState<Report>('sending');
  const [message, setMessage] = useState('');
  const asked = useRef(false);

  const onSent = () => {
    setReport('sent');
    if (asked.current) setMessage(REPORT_SENT);
  };
  const onFailed = () => {
    setReport('failed');
    setMessage(REPORT_FAILED);
  };
  const send = () => {
    setReport('sending');
    errorReporter.report(error, api, occurredAt).then(onSent, onFailed);
  };

  useEffect(() => {
    errorReporter.report(error, api, occurredAt).then(onSent, onFailed);
    // Once per crash: the reporter also keeps a second render of the same error from sending it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  const onReport = () => {
    asked.current = true;
    if (report === 'sent') setMessage(REPORT_SENT);
    else if (report === 'failed') send();
  };

  return (
    <>
      <CrashScreen
        error={asError(error)}
        occurredAt={occurredAt}
        onReload={() => window.location.reload()}
        onReport={onReport}
      />
      <p className={notice} role="status">
        {message}
      </p>
    </>
  );
}
