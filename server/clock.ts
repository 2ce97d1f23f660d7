/**
 * The server's one clock, and the only place in server/ that reads the system
 * time: everything else is given `deps.now` (or a `now` argument) built here.
 * Durations (timeouts, cache ages) use the monotonic `performance.now()`
 * instead, which no clock change can move; the rate limits' windows use `now`,
 * the one time all servers share (server/http/rate-limit-store.ts).
 */
import type { ServerConfig } from './config';

export type Clock = () => Date;

/** The system time, shifted by `offsetMs` (the sandbox's TEST_CLOCK_OFFSET_MS). */
export function systemClock(offsetMs = 0): Clock {
  return () => new Date(Date.now() + offsetMs);
}

/** The clock a server or command-line tool with this configuration runs on. */
export function clockOf(config: Pick<ServerConfig, 'clockOffsetMs'>): Clock {
  return systemClock(config.clockOffsetMs);
}

/** Resolves after `ms`: the server's one timer for deliberate waits, replaceable in tests. */
export type Wait = (ms: number) => Promise<void>;

export const realWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
