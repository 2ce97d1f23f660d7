/**
 * The browser's system clock: the one place browser code reads the wall clock
 * (eslint.config.js lets no other). src/app hands it to the views
 * (src/ui/clock.tsx) and they to the machines, through their input.
 */
import type { Clock } from '../../domain/clock';

export const systemClock: Clock = () => new Date();
