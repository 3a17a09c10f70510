/**
 * The state machine of an action button (spec 000 §4 and §9): ready → loading → succeeded or failed → ready.
 * A succeeded state is held for TIMER_SUCCESS_MS, a failed one for TIMER_FAILURE_MS, then the button is ready again.
 */
export type TimerState = 'ready' | 'loading' | 'succeeded' | 'failed';

/** start: the user clicked; resolve / reject: the action settled; expire: the hold time is over. */
export type TimerEvent = 'start' | 'resolve' | 'reject' | 'expire';

export const TIMER_SUCCESS_MS = 1250;
/** 1.5 × TIMER_SUCCESS_MS (spec 000 §9). */
export const TIMER_FAILURE_MS = 1875;

const transitions: Record<TimerState, Partial<Record<TimerEvent, TimerState>>> = {
  ready: { start: 'loading' },
  loading: { resolve: 'succeeded', reject: 'failed' },
  succeeded: { expire: 'ready' },
  failed: { expire: 'ready' },
};

/** The state after `event`; an event that does not apply (a click while loading) leaves the state as it is. */
export function nextTimerState(state: TimerState, event: TimerEvent): TimerState {
  return transitions[state][event] ?? state;
}

/** How long a state is held before `expire`, or undefined for states that wait on the user or the action. */
export function holdDuration(state: TimerState): number | undefined {
  if (state === 'succeeded') return TIMER_SUCCESS_MS;
  if (state === 'failed') return TIMER_FAILURE_MS;
  return undefined;
}
