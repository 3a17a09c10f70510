import { useCallback, useEffect, useRef, useState } from 'react';
import { useClock } from '../../clock';
import { holdDuration, nextTimerState, type TimerEvent, type TimerState } from './timer-state';

/** Runs `action` through the timer state machine; the held states end on the clock of the nearest ClockProvider. */
export function useTimerState(action: () => Promise<unknown>) {
  const clock = useClock();
  const [state, setState] = useState<TimerState>('ready');
  const current = useRef<TimerState>('ready');
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = useCallback((event: TimerEvent) => {
    const next = nextTimerState(current.current, event);
    if (next === current.current || !mounted.current) return;
    current.current = next;
    setState(next);
  }, []);

  // A held state (succeeded, failed) ends after its hold time; unmounting stops the timer.
  useEffect(() => {
    const hold = holdDuration(state);
    return hold === undefined ? undefined : clock.setTimeout(() => send('expire'), hold);
  }, [clock, send, state]);

  const run = useCallback(() => {
    if (current.current !== 'ready') return;
    send('start');
    // A throw inside `action` counts as a rejection; the caller reports the error itself.
    new Promise((resolve) => resolve(action())).then(
      () => send('resolve'),
      () => send('reject'),
    );
  }, [action, send]);

  return { state, run };
}
