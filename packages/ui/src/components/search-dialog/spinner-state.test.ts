import { describe, expect, it } from 'vitest';
import { SPINNER_DELAY_MS, SPINNER_MIN_MS } from './constants';
import { isSpinnerVisible, nextSpinnerState, type SpinnerEvent, type SpinnerState } from './spinner-state';

const run = (events: SpinnerEvent[]) =>
  events.reduce<SpinnerState[]>(
    (seen, event) => [...seen, nextSpinnerState(seen.at(-1) ?? 'idle', event)],
    ['idle'],
  );

describe('spinner state', () => {
  it('uses the spec timings', () => {
    expect(SPINNER_DELAY_MS).toBe(300);
    expect(SPINNER_MIN_MS).toBe(500);
  });

  it('never shows for an answer before the delay', () => {
    const states = run(['start', 'stop']);
    expect(states).toEqual(['idle', 'waiting', 'idle']);
    expect(states.some(isSpinnerVisible)).toBe(false);
  });

  it('stays for the minimum time when the answer comes just after the delay', () => {
    const states = run(['start', 'delay', 'stop', 'min']);
    expect(states).toEqual(['idle', 'waiting', 'shown-min', 'lingering', 'idle']);
    expect(states.map(isSpinnerVisible)).toEqual([false, false, true, true, false]);
  });

  it('hides at once when a slow answer comes after the minimum time', () => {
    expect(run(['start', 'delay', 'min', 'stop'])).toEqual(['idle', 'waiting', 'shown-min', 'shown', 'idle']);
  });

  it('keeps showing when a new search starts while lingering', () => {
    expect(run(['start', 'delay', 'stop', 'start', 'min'])).toEqual([
      'idle',
      'waiting',
      'shown-min',
      'lingering',
      'shown-min',
      'shown',
    ]);
  });

  it.each<[SpinnerState, SpinnerEvent]>([
    ['idle', 'stop'],
    ['idle', 'delay'],
    ['idle', 'min'],
    ['waiting', 'start'],
    ['waiting', 'min'],
    ['shown-min', 'start'],
    ['shown', 'start'],
    ['lingering', 'stop'],
  ])('ignores %s + %s', (state, event) => {
    expect(nextSpinnerState(state, event)).toBe(state);
  });
});
