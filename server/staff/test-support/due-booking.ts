/**
 * A refund due for API tests: a cancelled astrology booking whose charge
 * (a PAID payment attempt with a gateway transaction) was not voided, as the
 * astrology cancellation leaves it when the charge had already settled.
 */
import { randomBytes } from 'node:crypto';
import type { ApiTestServer } from '../../test-support/api-server';
import { newBookingCode } from '../../astro/holds';

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
  const [type, astrologer] = await Promise.all([
    db.selectFrom('astro_reading_types').select('id').executeTakeFirstOrThrow(),
    db.selectFrom('astro_astrologers').select('id').executeTakeFirstOrThrow(),
  ]);
  const start = new Date(now.getTime() + 7 * 86_400_000);
  const stamp = now.toISOString();
  await db
    .insertInto('astro_bookings')
    .values({
      code,
      access_token: randomBytes(18).toString('base64url'),
      reading_type_id: type.id,
      astrologer_id: astrologer.id,
      start_utc: start.toISOString(),
      end_utc: new Date(start.getTime() + 30 * 60_000).toISOString(),
      status: 'CANCELLED',
      hold_expires_at: stamp,
      disclaimer_version: 'example',
      people: JSON.stringify([
        { fullName: 'Example Devotee', birthDate: '1980-01-01', birthTime: '', birthPlace: 'Pune' },
      ]),
      contact_email: email,
      visitor_time_zone: 'UTC',
      reschedule_count: 0,
      ics_sequence: 1,
      price_cents: priceCents,
      invoice_number: `AST-${code}`,
      payment_state: 'PAID',
      payment_trans_id: transId,
      payment_message: null,
      cancel_reason: 'VISITOR',
      refund_state: 'DUE',
      created_at: stamp,
      updated_at: stamp,
      confirmed_at: stamp,
      question: '',
      meeting_url: '',
      outcome: '',
      change_reason: 'Plans changed',
      client_address: '',
    })
    .execute();
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
