import { Spinner } from '@console/ui';
import { css } from '../../styled-system/css';

const page = css({
  minH: '100dvh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'bg.canvas',
});

/** While the session loads (the bootstrap): one calm spinner, announced once. */
export function ConsoleLoading() {
  return (
    <div className={page}>
      <Spinner size="lg" label="Loading the console" />
    </div>
  );
}
