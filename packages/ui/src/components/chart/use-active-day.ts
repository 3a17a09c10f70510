import { localPoint } from '@visx/event';
import { useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { KEY_STEPS } from './chart-layout';
import { nearestIndex, type ChartModel } from './chart-model';

/**
 * The day the tooltip shows, driven by the pointer and by the keyboard (slider keys: arrows move a day, Page Up
 * and Page Down a week, Home and End to the ends, Escape hides). Focus starts on the latest day.
 */
export function useActiveDay({ times, xScale }: Pick<ChartModel, 'times' | 'xScale'>) {
  const [active, setActive] = useState<number | null>(null);
  const last = times.length - 1;
  const clamp = (index: number) => Math.min(last, Math.max(0, index));

  const handlers = {
    onFocus: () => setActive((current) => current ?? last),
    onBlur: () => setActive(null),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const step = KEY_STEPS[event.key];
      const from = active ?? last;
      let next: number | null;
      if (step !== undefined) next = clamp(from + step);
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = last;
      else if (event.key === 'Escape') next = null;
      else return;
      event.preventDefault();
      setActive(next);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const point = localPoint(event.currentTarget, event);
      if (point) setActive(nearestIndex(times, xScale.invert(point.x).getTime()));
    },
    onPointerLeave: (event: PointerEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
      if (document.activeElement !== event.currentTarget) setActive(null);
    },
  };

  return { active: active !== null && active <= last ? active : null, handlers };
}
