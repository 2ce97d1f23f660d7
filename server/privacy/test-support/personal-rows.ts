/**
 * Rows holding personal data, inserted directly at chosen instants, for the
 * retention and erasure tests: an order (paid, with a person, addresses, a
 * card), a booking, a mail (with its .eml copy), a staff session.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertExampleBooking } from '../../astro/test-support/example-booking';

type Db = Kysely<Database>;

const iso = (at: Date) => at.toISOString();
export const DAY_MS = 86_400_000;
export const daysFrom = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

export async function insertOrder(
  db: Db,
  options: { orderNumber: string; email: string; createdAt: Date; pujaDate: Date; name?: string },
): Promise<void> {
  const stamp = iso(options.createdAt);
  const puja = await db.selectFrom('pujas').select(['id', 'name']).executeTakeFirstOrThrow();
  const name = options.name ?? 'Asha';
  await db
    .insertInto('orders')
    .values({
      order_number: options.orderNumber,
      kind: 'puja',
      status: 'PAID',
      total_cents: 2500,
      notes: `Please pray for ${name}'s health`,
      command_name: 'PujaOrdering',
      attendance_type: 'NONE',
      client_id: 'puja-web-v3',
      billing_state_other: '',
      prasad_state_other: '',
      customer_email: options.email,
      trans_id: `T${options.orderNumber}`,
      created_at: stamp,
      updated_at: stamp,
      paid_at: stamp,
      card_type: 'Visa',
      card_number: 'XXXX1111',
    })
    .execute();
  await db
    .insertInto('order_line_items')
    .values({
      order_number: options.orderNumber,
      position: 0,
      puja_id: puja.id,
      regional_event_id: null,
      region_id: null,
      item_name: puja.name,
      cost_cents: 2500,
      puja_date: iso(options.pujaDate).slice(0, 10),
      requested_puja_date: iso(options.pujaDate).slice(0, 10),
      first_name: name,
      last_name: 'Menon',
      birth_star: 'Rohini',
      birth_date: '1985-07-04',
      birth_place: 'Kochi',
      birth_time_hour: '7',
      birth_time_minute: '5',
      which_half_of_the_day: 'PM',
      customer_notes: 'Born at home',
      prayer_type_code: 'LIVING',
      star_on_the_day_of_passing: '',
      date_of_passing: '',
      place_of_passing: '',
      passing_time_hour: '',
      passing_time_minute: '',
      passing_which_half_of_the_day: '',
      passing_time: '',
    })
    .execute();
  for (const type of ['BILLING', 'SHIPPING']) {
    await db
      .insertInto('order_addresses')
      .values({
        order_number: options.orderNumber,
        type,
        first_name: name,
        last_name: 'Menon',
        other_name: '',
        address1: '1 Temple Road',
        address2: '',
        city: 'San Ramon',
        state: 'CA',
        postal_code: '94583',
        country: 'US',
        email: options.email,
        phone: '555-0100',
      })
      .execute();
  }
  await db
    .insertInto('payment_attempts')
    .values({
      subject_kind: 'ORDER',
      subject_ref: options.orderNumber,
      attempt: 1,
      invoice_number: options.orderNumber,
      amount_cents: 2500,
      status: 'PAID',
      trans_id: `T${options.orderNumber}`,
      auth_code: 'OK',
      account_number: 'XXXX1111',
      code: 'I00001',
      message: null,
      idempotency_key: null,
      token_hash: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}

export async function insertBooking(
  db: Db,
  options: {
    code: string;
    email: string;
    createdAt: Date;
    start: Date;
    status?: string;
    cancelReason?: string;
    updatedAt?: Date;
  },
): Promise<void> {
  const status = options.status ?? 'CONFIRMED';
  await insertExampleBooking(db, {
    code: options.code,
    start: options.start,
    stamp: iso(options.createdAt),
    status,
    cancel_reason: options.cancelReason ?? '',
    confirmed_at: status === 'CONFIRMED' ? iso(options.createdAt) : null,
    updated_at: iso(options.updatedAt ?? options.createdAt),
    contact_email: options.email,
    question: 'Will my daughter marry this year?',
    client_address: '203.0.113.9',
  });
}

/** A mail to `to` about `reference`, with its .eml copy in `outboxDir`; returns its id. */
export async function insertMail(
  db: Db,
  options: { to: string; reference: string; createdAt: Date; status?: string; outboxDir: string },
): Promise<string> {
  const id = randomUUID();
  const stamp = iso(options.createdAt);
  await db
    .insertInto('outbox_emails')
    .values({
      id,
      reference: options.reference,
      to_address: options.to,
      subject: `About ${options.reference}`,
      text_body: 'Dear Asha Menon, born 1985-07-04 in Kochi',
      html_body: '<p>Dear Asha Menon</p>',
      attachments: '[]',
      status: options.status ?? 'SENT',
      attempts: 1,
      next_attempt_at: stamp,
      locked_until: stamp,
      last_error: '',
      created_at: stamp,
      sent_at: options.status === 'PENDING' ? null : stamp,
      secret: null,
    })
    .execute();
  mkdirSync(options.outboxDir, { recursive: true });
  writeFileSync(path.join(options.outboxDir, `${id}.eml`), `To: ${options.to}\n\nDear Asha`);
  return id;
}

/** A staff session ending at `expiresAt` (and its member); returns the session's hash. */
export async function insertSession(db: Db, expiresAt: Date): Promise<string> {
  const staffId = randomUUID();
  const stamp = iso(daysFrom(expiresAt, -1));
  await db
    .insertInto('staff_members')
    .values({
      id: staffId,
      email: `${staffId}@example.org`,
      name: 'Office',
      role: 'office',
      active: 1,
      created_at: stamp,
      disabled_at: null,
    })
    .execute();
  const idHash = randomUUID();
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: idHash,
      staff_id: staffId,
      created_at: stamp,
      last_seen_at: stamp,
      expires_at: iso(expiresAt),
      ended_at: null,
    })
    .execute();
  return idHash;
}

/** A proof photograph of the order's first person, captioned with their name. */
export async function insertProofPhoto(
  db: Db,
  options: { id: string; orderNumber: string; caption: string; at: Date },
): Promise<void> {
  await db
    .insertInto('puja_photos')
    .values({
      id: options.id,
      puja_date: iso(options.at).slice(0, 10),
      caption: options.caption,
      image: null,
      thumb: null,
      width: 800,
      height: 600,
      uploaded_by: 'priest@example.org',
      uploaded_at: iso(options.at),
      attached_at: iso(options.at),
      withdrawn_at: null,
      withdrawn_by: null,
    })
    .execute();
  await db
    .insertInto('puja_proof_people')
    .values({ proof_id: options.id, order_number: options.orderNumber, position: 0 })
    .execute();
}
