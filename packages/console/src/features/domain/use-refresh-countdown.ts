import { useClock } from '@console/ui';
import { useEffect, useRef, useState } from 'react';

const SECOND_MS = 1000;

/**
 * Counts down from `intervalMs` in whole seconds and calls `onDue` each time it reaches zero, then starts again.
 * One timer drives both the visible countdown and the refresh, so the number shown never disagrees with when the
 * refresh happens. Returns the seconds left. The seconds pass on the clock of the nearest ClockProvider.
 */
export function useRefreshCountdown(intervalMs: number, onDue: () => void): number {
  const clock = useClock();
  const total = Math.round(intervalMs / SECOND_MS);
  const [left, setLeft] = useState(total);
  const onDueRef = useRef(onDue);
  useEffect(() => {
    onDueRef.current = onDue;
  }, [onDue]);

  useEffect(() => {
    let remaining = total;
    return clock.setInterval(() => {
      remaining -= 1;
      if (remaining <= 0) {
        remaining = total;
        onDueRef.current();
      }
      setLeft(remaining);
    }, SECOND_MS);
  }, [clock, total]);

  return left;
}
