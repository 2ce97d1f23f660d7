/**
 * The periodic sweep: frees lapsed holds. Holds whose payment is open
 * (PENDING, UNKNOWN, UNDER_REVIEW) stay until the payment service's
 * reconciliation settles them; then a confirmed booking is kept and an unpaid
 * one lapses here.
 */
import { HOLD_MINUTES } from '../../domain/astro/policy';
import type { AstroContext } from './context';
import { releaseLapsedHolds } from './holds';

export async function sweepHolds(context: AstroContext): Promise<{ released: number }> {
  const released = await releaseLapsedHolds(context.db, context.now());
  return { released: released.length };
}

export const SWEEP_INTERVAL_MS = (HOLD_MINUTES * 60_000) / 15;
