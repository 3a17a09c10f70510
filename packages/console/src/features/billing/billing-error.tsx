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

/** The billing page when an app's usage could not be loaded: why, and Try again. */
export function BillingError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <section className={box} role="alert" aria-labelledby="billing-error">
      <h1 id="billing-error" className={heading}>
        The billing could not be loaded
      </h1>
      <p className={text}>{errorMessage(error)}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
