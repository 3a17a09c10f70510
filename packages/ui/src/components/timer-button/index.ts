export { TimerButton, type TimerButtonProps } from './timer-button';
export {
  TIMER_FAILURE_MS,
  TIMER_SUCCESS_MS,
  holdDuration,
  nextTimerState,
  type TimerEvent,
  type TimerState,
} from './timer-state';
