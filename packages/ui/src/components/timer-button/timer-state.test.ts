import { describe, expect, it } from 'vitest';
import {
  TIMER_FAILURE_MS,
  TIMER_SUCCESS_MS,
  holdDuration,
  nextTimerState,
  type TimerEvent,
  type TimerState,
} from './timer-state';

describe('timer state', () => {
  it('holds success for 1250 ms and failure for 1.5 times that', () => {
    expect(TIMER_SUCCESS_MS).toBe(1250);
    expect(TIMER_FAILURE_MS).toBe(TIMER_SUCCESS_MS * 1.5);
    expect(holdDuration('succeeded')).toBe(1250);
    expect(holdDuration('failed')).toBe(1875);
    expect(holdDuration('ready')).toBeUndefined();
    expect(holdDuration('loading')).toBeUndefined();
  });

  it('runs ready → loading → succeeded → ready', () => {
    const states = (['start', 'resolve', 'expire'] as const).reduce<TimerState[]>(
      (seen, event) => [...seen, nextTimerState(seen.at(-1) ?? 'ready', event)],
      ['ready'],
    );
    expect(states).toEqual(['ready', 'loading', 'succeeded', 'ready']);
  });

  it('runs ready → loading → failed → ready', () => {
    expect(nextTimerState('loading', 'reject')).toBe('failed');
    expect(nextTimerState('failed', 'expire')).toBe('ready');
  });

  it.each<[TimerState, TimerEvent]>([
    ['loading', 'start'],
    ['succeeded', 'start'],
    ['failed', 'start'],
    ['ready', 'resolve'],
    ['ready', 'reject'],
    ['ready', 'expire'],
    ['loading', 'expire'],
    ['succeeded', 'reject'],
    ['failed', 'resolve'],
  ])('ignores %s + %s', (state, event) => {
    expect(nextTimerState(state, event)).toBe(state);
  });
});
