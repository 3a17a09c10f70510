import { errorMessage } from '@console/api-client';
import { Button } from '@console/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useId } from 'react';
import { css } from '../../styled-system/css';
import { useRouteRetry } from '../lib/use-route-retry';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  p: '6',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'danger.border',
  borderRadius: 'lg',
});
const heading = css({ textStyle: 'heading.md', color: 'fg.default' });
const text = css({ textStyle: 'body.md', color: 'fg.muted' });

interface LoadErrorProps {
  /** What could not be loaded, e.g. "The audit log could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * A page whose data could not be loaded: what, why (the API's message) and Try again. The spec shows no such
 * state for any page; every page uses this one so they all fail alike.
 */
function LoadError({ title, error, onRetry }: LoadErrorProps) {
  const headingId = useId();
  return (
    <section className={box} role="alert" aria-labelledby={headingId}>
      <h1 id={headingId} className={heading}>
        {title}
      </h1>
      <p className={text}>{errorMessage(error)}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}

/** LoadError as a route's errorComponent: Try again clears Query's error boundary and runs the loader again. */
export function RouteLoadError({ title, error }: Pick<ErrorComponentProps, 'error'> & { title: string }) {
  return <LoadError title={title} error={error} onRetry={useRouteRetry()} />;
}
