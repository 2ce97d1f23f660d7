/**
 * The access request's export holds every table with the person's data: the
 * office's notes, the photographs and videos of their pujas, the parcels, the
 * refunds, the card's type and last four, the statements sent. An email found
 * only on an address of someone else's order (a gift's parcel) exports and
 * erases that address alone: the buyer's order, people and mails stay.
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import type { ErasureRequestView } from '../../domain/privacy/requests';
import { ERASED } from '../../domain/privacy/retention';
import { testNow } from '../../tests/test-support/test-clock';
import { signInAs } from '../staff/test-support/staff-session';
import { daysFrom, insertMail, insertOrder, insertProofPhoto } from './test-support/personal-rows';
import { privacyServerForTheFile } from './test-support/privacy-server';

const { server, outboxDir, stored } = privacyServerForTheFile();
const db = () => server.database.db;
const now = testNow();

async function seed(staffId: string) {
  const createdAt = daysFrom(now, -20);
  const pujaDate = daysFrom(now, -10);
  await insertOrder(db(), { orderNumber: 'PEXP1', email: 'asha@example.com', createdAt, pujaDate });
  // Gita's gift: its parcel goes to Asha, so that address carries Asha's email.
  await insertOrder(db(), {
    orderNumber: 'PGIFT1',
    email: 'gita@example.com',
    name: 'Gita',
    createdAt,
    pujaDate,
  });
  await db()
    .updateTable('order_addresses')
    .set({ email: 'Asha@example.com', first_name: 'Asha', city: 'Fremont' })
    .where('order_number', '=', 'PGIFT1')
    .where('type', '=', 'SHIPPING')
    .execute();
  const gitaMail = await insertMail(db(), {
    to: 'gita@example.com',
    reference: 'PGIFT1',
    createdAt,
    outboxDir,
  });
  const at = createdAt.toISOString();
  await db()
    .insertInto('staff_order_notes')
    .values({
      id: 'note-1',
      order_number: 'PEXP1',
      staff_id: staffId,
      author: 'Office',
      body: 'Asha phoned about the date',
      created_at: at,
    })
    .execute();
  await insertProofPhoto(db(), {
    id: 'exportphoto0000000000001',
    orderNumber: 'PEXP1',
    caption: 'Asha at the homa',
    at: pujaDate,
  });
  await db()
    .insertInto('puja_videos')
    .values({
      id: 'exportvideo0000000000001',
      puja_date: pujaDate.toISOString().slice(0, 10),
      url: 'https://video.example/homa',
      added_by: 'priest@example.org',
      added_at: at,
    })
    .execute();
  await db()
    .insertInto('puja_proof_people')
    .values({ proof_id: 'exportvideo0000000000001', order_number: 'PEXP1', position: 0 })
    .execute();
  await db()
    .insertInto('prasad_shipments')
    .values({
      id: 'ship-1',
      order_number: 'PEXP1',
      carrier: 'USPS',
      tracking_number: '9400100000000000000000',
      posted_on: pujaDate.toISOString().slice(0, 10),
      recorded_by: 'office@example.org',
      recorded_at: at,
    })
    .execute();
  await db()
    .insertInto('staff_refunds')
    .values({
      id: 'refund-1',
      order_number: 'PEXP1',
      positions: '[0]',
      amount_cents: 1000,
      outcome: 'REFUNDED',
      refund_trans_id: 'R1',
      reason: 'Date could not be kept',
      staff_id: staffId,
      created_at: at,
    })
    .execute();
  await db()
    .insertInto('receipt_statements_sent')
    .values({ email: 'asha@example.com', year: 2025, outbox_id: '', queued_at: at })
    .execute();
  return { gitaMail };
}

interface Exported {
  orders: {
    orderNumber: string;
    card: unknown;
    officeNotes: { body: string }[];
    proof: unknown[];
    shipments: unknown[];
    refunds: unknown[];
  }[];
  addressesOnOtherOrders: { orderNumber: string; type: string; city: string }[];
  mails: { reference: string }[];
  statementsSent: { year: number }[];
}

describe('the export and erasure of one person', () => {
  it('cover every table of theirs, and only the address on a gift', async () => {
    const office = await signInAs(server, 'office');
    const { id: staffId } = await db()
      .selectFrom('staff_members')
      .select('id')
      .where('email', '=', office.email)
      .executeTakeFirstOrThrow();
    const { gitaMail } = await seed(staffId);

    const exported = await office.call('GET', '/privacy/export?email=asha%40example.com');
    expect(exported.status).toBe(200);
    const document = (await exported.json()) as Exported;
    expect(document.orders.map((order) => order.orderNumber)).toEqual(['PEXP1']);
    const [order] = document.orders;
    expect(order).toMatchObject({
      card: { type: 'Visa', number: 'XXXX1111', attempts: [{ attempt: 1, number: 'XXXX1111' }] },
      officeNotes: [{ body: 'Asha phoned about the date' }],
      proof: [
        {
          position: 0,
          photos: [{ caption: 'Asha at the homa', url: expect.stringContaining('exportphoto') }],
          videoUrls: ['https://video.example/homa'],
        },
      ],
      shipments: [{ carrier: 'USPS', tracking_number: '9400100000000000000000' }],
      refunds: [{ amount_cents: 1000, positions: [0], reason: 'Date could not be kept' }],
    });
    expect(document.statementsSent).toMatchObject([{ year: 2025 }]);
    expect(document.addressesOnOtherOrders).toMatchObject([
      { orderNumber: 'PGIFT1', type: 'SHIPPING', city: 'Fremont' },
    ]);
    // Gita's order, people and mails are hers.
    expect(document.mails.map((mail) => mail.reference)).not.toContain('PGIFT1');
    expect(JSON.stringify(document)).not.toMatch(/gita/i);

    const recorded = await office.call('POST', '/privacy/requests', {
      email: 'asha@example.com',
      source: 'PHONE',
    });
    const { request } = (await recorded.json()) as { request: ErasureRequestView };
    expect(request.ready).toBe(true);
    const confirmed = await office.call('POST', `/privacy/requests/${request.id}/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { request: ErasureRequestView }).request.erased).toEqual({
      orders: 1,
      addresses: 1,
      bookings: 0,
      mails: 0,
    });

    // Only the gift's shipping address went; Gita's order, people, billing and mail stay.
    expect(await stored.address('PGIFT1', 'SHIPPING')).toMatchObject({
      first_name: ERASED,
      email: '',
      city: '',
      address1: '',
    });
    expect(await stored.order('PGIFT1')).toMatchObject({
      customer_email: 'gita@example.com',
      notes: "Please pray for Gita's health",
    });
    expect((await stored.items('PGIFT1'))[0]).toMatchObject({ first_name: 'Gita' });
    expect(await stored.address('PGIFT1', 'BILLING')).toMatchObject({
      first_name: 'Gita',
      email: 'gita@example.com',
      city: 'San Ramon',
    });
    expect(await stored.mail(gitaMail)).toMatchObject({ to_address: 'gita@example.com' });
    const stamps = await db().selectFrom('privacy_erasures').select('subject_ref').execute();
    expect(stamps.map((stamp) => stamp.subject_ref)).toEqual(['PEXP1']);
    // Asha's own order is erased, its statement record gone.
    expect(await stored.order('PEXP1')).toMatchObject({ customer_email: ERASED });
    const statements = await db().selectFrom('receipt_statements_sent').selectAll().execute();
    expect(statements).toEqual([]);
  });
});
