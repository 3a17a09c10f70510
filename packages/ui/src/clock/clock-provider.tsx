import { createContext, use, type ReactNode } from 'react';
import { realClock, type Clock } from './clock';

const ClockContext = createContext<Clock>(realClock);

/** Gives `clock` to the components below: the console passes realClock, Storybook a fixed one. */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext value={clock}>{children}</ClockContext>;
}

/** The clock of the nearest ClockProvider; real time without one. */
export function useClock(): Clock {
  return use(ClockContext);
}
