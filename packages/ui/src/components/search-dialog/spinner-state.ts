/**
 * When the search spinner shows (spec 000 §4): only once a search has run for SPINNER_DELAY_MS, and then for at
 * least SPINNER_MIN_MS, so a fast answer never flashes it and a slow one never blinks it.
 *
 *   idle ──start──▶ waiting ──delay──▶ shown-min ──min──▶ shown ──stop──▶ idle
 *                     │ stop             │ stop
 *                     ▼                  ▼
 *                    idle            lingering ──min──▶ idle   (start: back to shown-min)
 */
export type SpinnerState = 'idle' | 'waiting' | 'shown-min' | 'lingering' | 'shown';

/** start / stop: a search began / settled; delay / min: the SPINNER_DELAY_MS / SPINNER_MIN_MS timer fired. */
export type SpinnerEvent = 'start' | 'stop' | 'delay' | 'min';

const transitions: Record<SpinnerState, Partial<Record<SpinnerEvent, SpinnerState>>> = {
  idle: { start: 'waiting' },
  waiting: { stop: 'idle', delay: 'shown-min' },
  'shown-min': { stop: 'lingering', min: 'shown' },
  lingering: { start: 'shown-min', min: 'idle' },
  shown: { stop: 'idle' },
};

export function nextSpinnerState(state: SpinnerState, event: SpinnerEvent): SpinnerState {
  return transitions[state][event] ?? state;
}

export function isSpinnerVisible(state: SpinnerState): boolean {
  return state === 'shown-min' || state === 'lingering' || state === 'shown';
}
