import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { SPINNER_DELAY_MS, SPINNER_MIN_MS } from './constants';
import { isSpinnerVisible, nextSpinnerState, type SpinnerEvent, type SpinnerState } from './spinner-state';

/**
 * Runs the spinner state machine: `start` when a search begins, `stop` when it settles. The timers render
 * synchronously (flushSync), so the spinner appears or goes in the very tick its timer fires.
 */
export function useDelayedSpinner() {
  const [visible, setVisible] = useState(false);
  const [spinner] = useState(() => createSpinner(setVisible));
  useEffect(() => spinner.dispose, [spinner]);
  return { visible, start: spinner.start, stop: spinner.stop };
}

function createSpinner(onVisibleChange: (visible: boolean) => void) {
  let state: SpinnerState = 'idle';
  let timer: ReturnType<typeof setTimeout> | undefined;

  function send(event: SpinnerEvent) {
    const previous = state;
    const next = nextSpinnerState(previous, event);
    if (next === previous) return;
    state = next;
    // One timer at a time: the delay lives in `waiting`, the minimum in `shown-min` and `lingering`.
    if (next === 'waiting') timer = setTimeout(() => flushSync(() => send('delay')), SPINNER_DELAY_MS);
    else if (previous === 'waiting') clearTimeout(timer);
    if (previous === 'waiting' && next === 'shown-min') {
      timer = setTimeout(() => flushSync(() => send('min')), SPINNER_MIN_MS);
    }
    onVisibleChange(isSpinnerVisible(next));
  }

  return {
    start: () => send('start'),
    stop: () => send('stop'),
    dispose: () => clearTimeout(timer),
  };
}
