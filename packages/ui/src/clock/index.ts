export { fixedClock, realClock, sleep, type CancelTimer, type Clock } from './clock';
export { ClockProvider, useClock } from './clock-provider';
