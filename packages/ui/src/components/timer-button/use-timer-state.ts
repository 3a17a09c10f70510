import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { holdDuration, nextTimerState, type TimerEvent, type TimerState } from './timer-state';

/**
 * Runs `action` through the timer state machine. Each transition renders synchronously (flushSync), so the
 * hold timer starts in the same task the user first sees succeeded or failed, and a fake clock sees it exactly.
 */
export function useTimerState(action: () => Promise<unknown>) {
  const [state, setState] = useState<TimerState>('ready');
  const current = useRef<TimerState>('ready');
  const holdTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(holdTimer.current);
    };
  }, []);

  /** Moves the machine and renders the new state; returns it, or undefined when nothing changed. */
  const apply = useCallback((event: TimerEvent) => {
    const next = nextTimerState(current.current, event);
    if (next === current.current || !mounted.current) return undefined;
    current.current = next;
    flushSync(() => setState(next));
    return next;
  }, []);

  const send = useCallback(
    (event: TimerEvent) => {
      const next = apply(event);
      const hold = next && holdDuration(next);
      if (hold !== undefined) holdTimer.current = setTimeout(() => apply('expire'), hold);
    },
    [apply],
  );

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
