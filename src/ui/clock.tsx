/**
 * The clock the views read "now" from: src/app provides the system clock
 * (src/app/App.tsx), tests their own. A view reads it once where it starts a
 * machine or draws something dated; the machines get it through their input.
 */
import { createContext, useContext } from 'react';
import type { Clock } from '../../domain/clock';

export const ClockContext = createContext<Clock | null>(null);

export function useClock(): Clock {
  const clock = useContext(ClockContext);
  if (!clock) throw new Error('No clock: the app (or the test) provides one with ClockContext');
  return clock;
}
