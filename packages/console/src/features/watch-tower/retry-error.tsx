import { errorMessage } from '@console/api-client';
import { Button } from '@console/ui';
import { css } from '../../../styled-system/css';

const box = css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', py: '4' });
const text = css({ color: 'danger.fg', textStyle: 'body.md' });

/**
 * The spec shows no behaviour when a Watch Tower list or statistics load fails: we show why (the API's message)
 * with a Retry button that refetches, instead of hiding the section.
 */
export function RetryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className={box}>
      <span className={text}>{errorMessage(error)}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
