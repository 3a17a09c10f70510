import type { ErrorComponentProps } from '@tanstack/react-router';
import { useState } from 'react';
import { errorReporter } from '../../lib/error-reporting';
import { CrashScreen } from './crash-screen';

const REPORTED = 'Thank you. The error has been reported to our team.';
const NOT_CONFIGURED = 'Error reporting is not set up for this console, so nothing was sent.';
const FAILED = 'The report could not be sent. Please try again.';

const asError = (error: unknown) =>
  error instanceof Error ? error : { message: typeof error === 'string' ? error : 'Unknown error' };

/**
 * The root error boundary (spec 000 §8). Report Error sends the error to Sentry (captureException) when a DSN is
 * configured and says so; without one, nothing is sent and the screen says that too. Reload Page reloads the
 * document: a crash may have left any state behind.
 */
export function CrashPage({ error }: ErrorComponentProps) {
  const [occurredAt] = useState(() => new Date());
  const [notice, setNotice] = useState<string>();
  const [reporting, setReporting] = useState(false);

  const report = async () => {
    if (reporting) return;
    if (!errorReporter.enabled) return setNotice(NOT_CONFIGURED);
    setReporting(true);
    try {
      await errorReporter.report(error);
      setNotice(REPORTED);
    } catch {
      setNotice(FAILED);
    } finally {
      setReporting(false);
    }
  };

  return (
    <CrashScreen
      error={asError(error)}
      occurredAt={occurredAt}
      onReload={() => window.location.reload()}
      onReport={() => void report()}
      reportNotice={notice}
      reporting={reporting}
    />
  );
}
