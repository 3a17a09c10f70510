import { useEffect, useState } from 'react';
import { useClock, type CancelTimer, type Clock } from '../../clock';
import { SPINNER_DELAY_MS, SPINNER_MIN_MS } from './constants';
import { isSpinnerVisible, nextSpinnerState, type SpinnerEvent, type SpinnerState } from './spinner-state';

/** Runs the spinner state machine on the clock: `start` when a search begins, `stop` when it settles. */
export function useDelayedSpinner() {
  const clock = useClock();
  const [visible, setVisible] = useState(false);
  const [spinner] = useState(() => createSpinner(clock, setVisible));
  useEffect(() => spinner.dispose, [spinner]);
  return { visible, start: spinner.start, stop: spinner.stop };
}

function createSpinner(clock: Clock, onVisibleChange: (visible: boolean) => void) {
  let state: SpinnerState = 'idle';
  let cancel: CancelTimer | undefined;

  function send(event: SpinnerEvent) {
    const previous = state;
    const next = nextSpinnerState(previous, event);
    if (next === previous) return;
    state = next;
    // One timer at a time: the delay lives in `waiting`, the minimum in `shown-min` and `lingering`.
    if (next === 'waiting') cancel = clock.setTimeout(() => send('delay'), SPINNER_DELAY_MS);
    else if (previous === 'waiting') cancel?.();
    if (previous === 'waiting' && next === 'shown-min') {
      cancel = clock.setTimeout(() => send('min'), SPINNER_MIN_MS);
    }
    onVisibleChange(isSpinnerVisible(next));
  }

  return {
    start: () => send('start'),
    stop: () => send('stop'),
    dispose: () => cancel?.(),
  };
}
