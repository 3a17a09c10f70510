import { Button } from '@console/ui';
import { RotateCw, Send, TriangleAlert } from 'lucide-react';
import { css } from '../../../styled-system/css';

const page = css({
  minH: '100dvh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  p: '6',
  bg: 'bg.canvas',
  color: 'fg.default',
});
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  w: 'full',
  maxW: 'xl',
  p: '8',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'md',
});
const icon = css({ w: '10', h: '10', color: 'danger.fg' });
const heading = css({ textStyle: 'heading.lg' });
const text = css({ textStyle: 'body.lg', color: 'fg.muted' });
const details = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  p: '3',
  '& summary': { cursor: 'pointer', textStyle: 'label.md' },
});
const pre = css({
  mt: '2',
  textStyle: 'mono.sm',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  color: 'fg.default',
});
const time = css({ textStyle: 'body.sm', color: 'fg.muted' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3' });
const notice = css({ textStyle: 'body.md', color: 'fg.default' });

const formatTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export interface CrashScreenProps {
  error: { message: string; stack?: string | undefined };
  occurredAt: Date;
  onReload: () => void;
  onReport: () => void;
  /** What happened after Report Error, shown (and announced) under the buttons. */
  reportNotice?: string | undefined;
  reporting?: boolean;
}

/**
 * The crash screen of spec 000 §8: "Something went wrong", the apology, Error Details, the time of the error, and
 * Reload Page and Report Error. Console-only until the ui package has a CrashScreen.
 */
export function CrashScreen({
  error,
  occurredAt,
  onReload,
  onReport,
  reportNotice,
  reporting,
}: CrashScreenProps) {
  return (
    <main className={page}>
      <section className={panel} aria-labelledby="crash-title">
        <TriangleAlert className={icon} aria-hidden />
        <h1 id="crash-title" className={heading}>
          Something went wrong
        </h1>
        <p className={text}>We apologize for the inconvenience. Our team has been notified.</p>
        <details className={details}>
          <summary>Error Details</summary>
          <pre className={pre}>{error.stack ?? error.message}</pre>
        </details>
        <p className={time}>
          Error occurred at <time dateTime={occurredAt.toISOString()}>{formatTime.format(occurredAt)}</time>
        </p>
        <div className={actions}>
          <Button onClick={onReload}>
            <RotateCw aria-hidden />
            Reload Page
          </Button>
          <Button variant="outline" onClick={onReport} aria-disabled={reporting || undefined}>
            <Send aria-hidden />
            Report Error
          </Button>
        </div>
        <p className={notice} role="status">
          {reportNotice}
        </p>
      </section>
    </main>
  );
}
