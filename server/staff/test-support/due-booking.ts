/**
 * A refund due for API tests: a cancelled astrology booking whose charge
 * (a PAID payment attempt with a gateway transaction) was not voided, as the
 * astrology cancellation leaves it when the charge had already settled.
 */
import type { ApiTestServer } from '../../test-support/api-server';
import { newBookingCode } from '../../astro/holds';
import { insertExampleBooking } from '../../astro/test-support/example-booking';

export async function dueBooking(
  server: ApiTestServer,
  options: { transId?: string; priceCents?: number; email?: string } = {},
): Promise<{ code: string; transId: string; email: string; priceCents: number }> {
  const db = server.database.db;
  const now = server.app.deps.now();
  const code = newBookingCode();
  const transId = options.transId ?? `9${now.getTime().toString().slice(-8)}${code.length}`;
  const priceCents = options.priceCents ?? 4000;
  const email = options.email ?? 'devotee@example.com';
  const stamp = now.toISOString();
  await insertExampleBooking(db, {
    code,
    start: new Date(now.getTime() + 7 * 86_400_000),
    stamp,
    status: 'CANCELLED',
    contact_email: email,
    ics_sequence: 1,
    price_cents: priceCents,
    payment_trans_id: transId,
    cancel_reason: 'VISITOR',
    refund_state: 'DUE',
    change_reason: 'Plans changed',
  });
  await db
    .insertInto('payment_attempts')
    .values({
      subject_kind: 'BOOKING',
      subject_ref: code,
      attempt: 1,
      invoice_number: `AST-${code}-1`,
      amount_cents: priceCents,
      status: 'PAID',
      trans_id: transId,
      auth_code: 'OK',
      account_number: 'XXXX1111',
      code: null,
      message: null,
      idempotency_key: null,
      token_hash: 'test',
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return { code, transId, email, priceCents };
}
