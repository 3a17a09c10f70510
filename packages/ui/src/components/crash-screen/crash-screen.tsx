import { Collapsible } from '@ark-ui/react/collapsible';
import { useId } from 'react';
import { Bug, ChevronDown, RefreshCw, TriangleAlert } from 'lucide-react';
import { crashScreen } from '../../../styled-system/recipes';
import { formatDateTime } from '../../lib/format-date';
import { Button } from '../button';

export interface CrashScreenProps {
  /** What was thrown: its message, and its stack if there is one, go in Error Details. */
  error: { message: string; stack?: string };
  /** When it happened. */
  occurredAt: Date;
  onReload: () => void;
  onReport: () => void;
  /** For the time, e.g. "UTC"; the browser's time zone by default. */
  timeZone?: string;
}

/**
 * The crash screen of spec 000 §8, word for word: "Something went wrong", the apology, an "Error Details"
 * disclosure (closed at first) with the error message and stack, the time of the error, and the "Reload Page"
 * and "Report Error" buttons. The time ("Time of error: Nov 21, 2026, 10:00:00 AM") stays visible outside the disclosure:
 * a user reporting the problem needs it most.
 */
export function CrashScreen({ error, occurredAt, onReload, onReport, timeZone }: CrashScreenProps) {
  const classes = crashScreen();
  const titleId = useId();
  // V8 stacks begin with the message; others do not, so add it only when missing.
  const details = error.stack?.includes(error.message)
    ? error.stack
    : [error.message, error.stack].filter(Boolean).join('\n\n');
  return (
    <main className={classes.root}>
      <section className={classes.panel} aria-labelledby={titleId}>
        <TriangleAlert className={classes.icon} aria-hidden />
        <h1 id={titleId} className={classes.title}>
          Something went wrong
        </h1>
        <p className={classes.description}>We apologize for the inconvenience. Our team has been notified.</p>
        <p className={classes.time}>
          Time of error:{' '}
          <time dateTime={occurredAt.toISOString()}>{formatDateTime(occurredAt, timeZone)}</time>
        </p>
        <Collapsible.Root>
          <Collapsible.Trigger className={classes.trigger}>
            Error Details
            <Collapsible.Indicator className={classes.indicator}>
              <ChevronDown aria-hidden />
            </Collapsible.Indicator>
          </Collapsible.Trigger>
          <Collapsible.Content>
            {/* A long stack scrolls: keyboard users must be able to reach and scroll it too. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <pre className={classes.details} tabIndex={0} role="region" aria-label="Error Details">
              {details}
            </pre>
          </Collapsible.Content>
        </Collapsible.Root>
        <div className={classes.actions}>
          <Button onClick={onReload}>
            <RefreshCw aria-hidden />
            Reload Page
          </Button>
          <Button variant="outline" onClick={onReport}>
            <Bug aria-hidden />
            Report Error
          </Button>
        </div>
      </section>
    </main>
  );
}
