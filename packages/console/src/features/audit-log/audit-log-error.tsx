import { errorMessage } from '@console/api-client';
import { Button } from '@console/ui';
import { css } from '../../../styled-system/css';

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

/** The audit log when its first page could not be loaded: why, and Try again. */
export function AuditLogError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <section className={box} role="alert" aria-labelledby="audit-log-error">
      <h1 id="audit-log-error" className={heading}>
        The audit log could not be loaded
      </h1>
      <p className={text}>{errorMessage(error)}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
