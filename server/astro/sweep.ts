/**
 * The periodic sweep: frees lapsed holds, and settles holds whose payment
 * answer was lost (found approved → confirmed; not found → released).
 */
import { HOLD_MINUTES } from '../../src/domain/astro/policy';
import type { AstroContext } from './context';
import { releaseLapsedHolds } from './holds';
import { confirmBooking } from './payment';

/** A charge still PENDING this long after its hold lapsed is treated as unknown. */
const STUCK_MINUTES = 5;

export async function sweepHolds(
  context: AstroContext,
): Promise<{ released: number; confirmed: number }> {
  const now = context.now();
  const released = await releaseLapsedHolds(context.db, now);
  const stuckBefore = new Date(now.getTime() - STUCK_MINUTES * 60_000).toISOString();
  const unsettled = await context.db
    .selectFrom('astro_bookings')
    .selectAll()
    .where('status', '=', 'HELD')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('payment_state', '=', 'UNKNOWN'),
          eb('hold_expires_at', '<=', now.toISOString()),
        ]),
        eb.and([eb('payment_state', '=', 'PENDING'), eb('hold_expires_at', '<=', stuckBefore)]),
      ]),
    )
    .execute();
  let confirmed = 0;
  for (const booking of unsettled) {
    const found = await context.payments
      .findByInvoice(booking.invoice_number, booking.price_cents)
      .catch(() => undefined);
    if (found === undefined) continue; // gateway unreachable: try again next sweep
    if (found?.approved) {
      await confirmBooking(context, booking.code, found.transId);
      confirmed += 1;
    } else {
      await context.db
        .updateTable('astro_bookings')
        .set({ payment_state: 'DECLINED', payment_message: 'No charge was found' })
        .where('code', '=', booking.code)
        .where('status', '=', 'HELD')
        .execute();
      released.push(...(await releaseLapsedHolds(context.db, now, booking.astrologer_id)));
    }
  }
  return { released: released.length, confirmed };
}

export const SWEEP_INTERVAL_MS = (HOLD_MINUTES * 60_000) / 15;
