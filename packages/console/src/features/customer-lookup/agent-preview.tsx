import { errorMessage, type LookupCustomer } from '@console/api-client';
import { Badge, Skeleton } from '@console/ui';
import { css } from '../../../styled-system/css';
import { hint, sectionHeading } from './lookup-styles';

const header = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  mb: '3',
});
const list = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '2' });
const entry = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
});
const title = css({ textStyle: 'label.md', color: 'fg.default' });
const description = css({ textStyle: 'body.sm', color: 'fg.muted' });
const failure = css({ textStyle: 'body.md', color: 'danger.fg' });
const failureTitle = css({ textStyle: 'label.md', color: 'danger.fg' });

/** The test's result as the Agent Preview shows it; `idle` before the first test. */
export type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; customers: readonly LookupCustomer[] }
  | { status: 'failed'; error: unknown };

function CountBadge({ state }: { state: PreviewState }) {
  if (state.status === 'failed') return <Badge tone="danger">Failed</Badge>;
  if (state.status !== 'found') return null;
  const count = state.customers.length;
  if (count === 0) return <Badge tone="warning">No results</Badge>;
  return <Badge tone="success">{count === 1 ? '1 result' : `${count} results`}</Badge>;
}

function PreviewBody({ state }: { state: PreviewState }) {
  switch (state.status) {
    case 'idle':
      return <p className={hint}>Test the API to see the customers an agent would be offered.</p>;
    case 'loading':
      return (
        <div role="status" aria-label="Loading the results" aria-busy className={list}>
          {[0, 1].map((key) => (
            <div key={key} className={entry}>
              <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '2' })}>
                <Skeleton width="60%" height="1rem" />
                <Skeleton width="40%" height="0.75rem" />
              </div>
            </div>
          ))}
        </div>
      );
    case 'failed':
      return (
        <div role="alert">
          <p className={failureTitle}>Request Failed</p>
          <p className={failure}>{errorMessage(state.error)}</p>
        </div>
      );
    case 'found':
      if (state.customers.length === 0)
        return <p className={hint}>API succeeded but found no customers. Check your path configuration.</p>;
      return (
        <ul className={list}>
          {state.customers.map((customer, index) => (
            <li key={customer.id ?? `no-id-${index}`} className={entry}>
              <div>
                <p className={title}>{customer.title}</p>
                <p className={description}>{customer.description}</p>
              </div>
              {customer.id === null ? (
                <Badge tone="danger">NO ID</Badge>
              ) : (
                <Badge tone="neutral">{customer.id}</Badge>
              )}
            </li>
          ))}
        </ul>
      );
  }
}

/** The Agent Preview (spec 001 §4, §8): skeletons, a count badge, 'No results', or 'Failed' with the message. */
export function AgentPreview({ state }: { state: PreviewState }) {
  return (
    <section aria-labelledby="agent-preview">
      <div className={header}>
        <h3 id="agent-preview" className={sectionHeading}>
          Agent Preview
        </h3>
        <CountBadge state={state} />
      </div>
      <PreviewBody state={state} />
    </section>
  );
}
