import { Check, LoaderCircle, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { timerButton } from '../../../styled-system/recipes';
import { Button, type ButtonProps } from '../button';
import type { TimerState } from './timer-state';
import { useTimerState } from './use-timer-state';

export interface TimerButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'asChild'> {
  /** The action. Resolving shows succeeded for 1250 ms, rejecting shows failed for 1875 ms. */
  onClick: () => Promise<unknown>;
  children: ReactNode;
  /** Shows one state and ignores clicks: for docs and stories. */
  state?: TimerState;
  /** Shown and announced while succeeded. */
  successLabel?: string;
  /** Shown and announced while failed. */
  failureLabel?: string;
}

const current = (yes: boolean) => (yes ? '' : undefined);

/**
 * An action button with the timer states of spec 000 §4: ready → loading → succeeded or failed → ready.
 * While loading it is aria-disabled (it keeps focus) and shows a spinner over its label; the held states show a
 * check or a cross with "Saved" or "Failed" (override with successLabel / failureLabel), announced by a polite
 * live region next to the button.
 */
export function TimerButton({
  onClick,
  children,
  state: shownState,
  successLabel = 'Saved',
  failureLabel = 'Failed',
  variant,
  ...props
}: TimerButtonProps) {
  const timer = useTimerState(onClick);
  const state = shownState ?? timer.state;
  const classes = timerButton();
  const announcement = state === 'succeeded' ? successLabel : state === 'failed' ? failureLabel : '';
  const heldVariant = state === 'succeeded' ? 'success' : state === 'failed' ? 'danger' : variant;

  return (
    <>
      <Button
        {...props}
        variant={heldVariant}
        data-state={state}
        aria-busy={state === 'loading' || undefined}
        aria-disabled={state === 'loading' || props['aria-disabled']}
        onClick={shownState ? undefined : timer.run}
      >
        <span className={classes.stack}>
          <span
            className={classes.layer}
            data-current={current(state === 'ready')}
            data-busy={current(state === 'loading')}
          >
            {children}
          </span>
          <span className={classes.layer} data-current={current(state === 'loading')} aria-hidden>
            <LoaderCircle className={classes.spinner} />
          </span>
          <span className={classes.layer} data-current={current(state === 'succeeded')}>
            <Check aria-hidden />
            {successLabel}
          </span>
          <span className={classes.layer} data-current={current(state === 'failed')}>
            <X aria-hidden />
            {failureLabel}
          </span>
        </span>
      </Button>
      <span role="status" aria-live="polite" className={css({ srOnly: true })}>
        {announcement}
      </span>
    </>
  );
}
