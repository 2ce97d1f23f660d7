/**
 * Erasure on request, through the API: the devotee asks (booking link, order
 * link, or order number and email), confirms through the link mailed to the
 * order's address, the office sees that and confirms; the person's data is
 * gone from every place (My order's links too), nobody else's is touched, the
 * audit row says who and when without the email, and the log holds no
 * personal data. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ErasureRequestView } from '../../domain/privacy/requests';
import {
  ERASED,
  ERASURE_CONFIRM_PATH,
  ERASURE_REQUESTS_PATH,
} from '../../domain/privacy/retention';
import { capturedLog } from '../test-support/for-the-file';
import { signInAs } from '../staff/test-support/staff-session';
import { testNow } from '../../tests/test-support/test-clock';
import {
  MY_ORDER_API,
  myOrderAgainPath,
  type MyOrderView,
  type OrderAgain,
} from '../../domain/my-order';
import { mintOrderToken } from '../orders';
import {
  daysFrom,
  insertBooking,
  insertMail,
  insertOrder,
  insertProofPhoto,
} from './test-support/personal-rows';
import { privacyServerForTheFile } from './test-support/privacy-server';

const { lines, stream } = capturedLog();
const { server, outboxDir, stored } = privacyServerForTheFile({
  env: { LOG_LEVEL: 'debug' },
  logStream: stream,
  // The answer's floor time passes at once: this file is about what is erased.
  wait: async () => undefined,
});

const ask = (body: unknown) =>
  fetch(`${server.baseUrl}${ERASURE_REQUESTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A devotee's paid order, booking, sent mail and proof photograph, under one email. */
async function seedDevotee(name: 'Asha' | 'Ravi', readingInDays: number): Promise<string> {
  const db = server.database.db;
  const now = testNow();
  const email = `${name.toLowerCase()}@example.com`;
  const orderNumber = `P${name.toUpperCase()}1`;
  const [createdAt, pujaDate] = [daysFrom(now, -3), daysFrom(now, 9)];
  await insertOrder(db, { orderNumber, email, name, createdAt, pujaDate });
  const code = `B-${name.toUpperCase()}`;
  await insertBooking(db, {
    code,
    email,
    createdAt: daysFrom(now, -2),
    start: daysFrom(now, readingInDays),
  });
  const mail = await insertMail(db, { to: email, reference: orderNumber, createdAt, outboxDir });
  const photo = `photo${name.toLowerCase()}00000000000001`;
  await insertProofPhoto(db, { id: photo, orderNumber, caption: `${name} at the homa`, at: now });
  return mail;
}

async function seed() {
  const db = server.database.db;
  const now = testNow();
  const ashaMail = await seedDevotee('Asha', 5);
  const raviMail = await seedDevotee('Ravi', 6);
  // The astrologer's notice about Asha's booking names her too.
  const noticeMail = await insertMail(db, {
    to: 'astrologer@example.org',
    reference: 'B-ASHA/reminder',
    createdAt: daysFrom(now, -1),
    status: 'PENDING',
    outboxDir,
  });
  const { access_token: token } = await stored.booking('B-ASHA');
  const orderToken = await mintOrderToken(db, 'PASHA1', now);
  return { ashaMail, noticeMail, raviMail, token, orderToken };
}

describe('an erasure request', () => {
  it('is asked by the devotee, confirmed by the office, and erases every place once', async () => {
    const seeded = await seed();
    const db = server.database.db;

    // A wrong email is answered as a right one would be, and records nothing.
    expect((await ask({ orderNumber: 'PASHA1', email: 'ravi@example.com' })).status).toBe(202);
    expect((await ask({ bookingCode: 'B-ASHA', token: 'not-the-token' })).status).toBe(404);
    expect((await ask({ bookingCode: 'B-ASHA' })).status).toBe(400);
    const fromBooking = await ask({ bookingCode: 'B-ASHA', token: seeded.token });
    expect(fromBooking.status).toBe(202);
    expect(fromBooking.headers.get('cache-control')).toBe('private, no-store');
    expect((await ask({ orderNumber: 'PASHA1', token: seeded.orderToken })).status).toBe(202);
    expect((await ask({ orderNumber: 'PRAVI1', token: seeded.orderToken })).status).toBe(404);
    expect((await ask({ orderNumber: 'pasha1', email: 'Asha@Example.com' })).status).toBe(202);
    const myOrder = async () =>
      (await (
        await fetch(`${server.baseUrl}${MY_ORDER_API.view}/${seeded.orderToken}`)
      ).json()) as MyOrderView;
    const orderAgain = async () =>
      (await (
        await fetch(`${server.baseUrl}${myOrderAgainPath(seeded.orderToken)}`)
      ).json()) as OrderAgain;
    const before = await myOrder();
    expect(before.people[0]!.name).toBe('Asha Menon');
    expect(before.erasedAt).toBeUndefined();
    expect((await orderAgain()).people[0]!.birthDate).toBe('1985-07-04');
    // Asking twice, from the same page or about the same order, records one request.
    expect((await ask({ bookingCode: 'B-ASHA', token: seeded.token })).status).toBe(202);
    // Nothing is erased before the office confirms.
    expect((await stored.order('PASHA1')).customer_email).toBe('asha@example.com');

    const office = await signInAs(server, 'office');
    const listRequests = async () =>
      (
        (await (await office.call('GET', '/privacy/requests')).json()) as {
          requests: ErasureRequestView[];
        }
      ).requests.filter((request) => request.email === 'asha@example.com');
    const asha = await listRequests();
    expect(
      asha.map((r) => [r.source, r.reference, r.status, r.ready, r.devoteeConfirmedAt]).sort(),
    ).toEqual([
      ['BOOKING_PAGE', 'B-ASHA', 'REQUESTED', false, null],
      ['ORDER_PAGE', 'PASHA1', 'REQUESTED', false, null],
    ]);
    // Not yet confirmed by the devotee: the office cannot act on it.
    const early = await office.call('POST', `/privacy/requests/${asha[0]!.id}/confirm`, {});
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe(
      'NOT_CONFIRMED_BY_DEVOTEE',
    );
    expect((await stored.order('PASHA1')).customer_email).toBe('asha@example.com');

    // The devotee opens the mailed link: the page asks, only its button confirms.
    const [confirmMail] = await db
      .selectFrom('outbox_emails')
      .select(['to_address', 'secret'])
      .where('reference', '=', 'B-ASHA/erasure')
      .execute();
    expect(confirmMail!.to_address).toBe('asha@example.com');
    const linkToken = confirmMail!.secret!;
    const page = await fetch(
      `${server.baseUrl}${ERASURE_CONFIRM_PATH}?lang=en&token=${encodeURIComponent(linkToken)}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain(`value="${linkToken}"`);
    expect((await listRequests()).every((r) => r.devoteeConfirmedAt === null)).toBe(true);
    const press = () =>
      fetch(`${server.baseUrl}${ERASURE_CONFIRM_PATH}?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: linkToken }).toString(),
      });
    const pressed = await press();
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('Your request is confirmed');
    expect((await press()).status).toBe(404);
    const ready = (await listRequests()).find((r) => r.source === 'BOOKING_PAGE')!;
    expect(ready).toMatchObject({ ready: true, devoteeConfirmedAt: expect.any(String) });

    // The export: Asha's orders, bookings and mail, and nobody else's.
    const exported = await office.call('GET', '/privacy/export?email=ASHA%40example.com');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('cache-control')).toBe('private, no-store');
    expect(exported.headers.get('content-disposition')).toContain('attachment');
    const document = (await exported.json()) as {
      orders: { orderNumber: string; lineItems: { birthDate: string }[] }[];
      bookings: { code: string; question: string }[];
      mails: { reference: string }[];
      erasureRequests: unknown[];
    };
    expect(document.orders.map((order) => order.orderNumber)).toEqual(['PASHA1']);
    expect(document.orders[0]!.lineItems[0]!.birthDate).toBe('1985-07-04');
    expect(document.bookings.map((booking) => [booking.code, booking.question])).toEqual([
      ['B-ASHA', 'Will my daughter marry this year?'],
    ]);
    expect(document.mails.map((mail) => mail.reference).sort()).toEqual([
      'B-ASHA/erasure',
      'B-ASHA/reminder',
      'PASHA1',
      'PASHA1/erasure',
    ]);
    expect(document.erasureRequests).toHaveLength(2);
    expect(JSON.stringify(document)).not.toMatch(/ravi|PRAVI1|B-RAVI/i);

    const confirmed = await office.call('POST', `/privacy/requests/${ready.id}/confirm`, {});
    expect(confirmed.status).toBe(200);
    const view = ((await confirmed.json()) as { request: ErasureRequestView }).request;
    expect(view).toMatchObject({
      status: 'CONFIRMED',
      email: ERASED,
      confirmedBy: office.email,
      erased: { orders: 1, addresses: 0, bookings: 1, mails: 4 },
    });
    expect((await office.call('POST', `/privacy/requests/${ready.id}/confirm`, {})).status).toBe(
      409,
    );
    // All of Asha's requests are closed by the one confirmation.
    const after = (await (await office.call('GET', '/privacy/requests')).json()) as {
      requests: ErasureRequestView[];
    };
    expect(
      after.requests
        .filter((request) => asha.some((a) => a.id === request.id))
        .map((r) => r.status),
    ).toEqual(['CONFIRMED', 'CONFIRMED']);

    // Every place: the order, its people and addresses, the booking, the mails and .eml files.
    const order = await stored.order('PASHA1');
    expect(order).toMatchObject({
      customer_email: ERASED,
      notes: '',
      total_cents: 2500,
      status: 'PAID',
    });
    const items = await stored.items('PASHA1');
    expect(items[0]).toMatchObject({
      first_name: ERASED,
      birth_date: '',
      birth_place: '',
      customer_notes: '',
    });
    const billing = await stored.address('PASHA1', 'BILLING');
    expect(billing).toMatchObject({
      first_name: 'Asha',
      last_name: 'Menon',
      address1: '',
      email: '',
      phone: '',
    });
    const booking = await stored.booking('B-ASHA');
    expect(booking).toMatchObject({
      people: '[]',
      contact_email: ERASED,
      question: '',
      price_cents: 4000,
    });
    for (const id of [seeded.ashaMail, seeded.noticeMail]) {
      const mail = await stored.mail(id);
      expect(mail).toMatchObject({ to_address: ERASED, text_body: ERASED, html_body: ERASED });
      expect(mail.status).not.toBe('PENDING');
      expect(existsSync(path.join(outboxDir, `${id}.eml`))).toBe(false);
    }
    // My order's links open nothing any more.
    const link = await fetch(`${server.baseUrl}${MY_ORDER_API.view}/${seeded.orderToken}`);
    expect(link.status).toBe(404);
    const links = await db
      .selectFrom('order_access_tokens')
      .select('order_number')
      .where('order_number', '=', 'PASHA1')
      .execute();
    expect(links).toEqual([]);
    // The proof photograph's caption named her; the receipt keeps the card.
    const captions = await db
      .selectFrom('puja_photos')
      .select(['id', 'caption'])
      .orderBy('id')
      .execute();
    expect(captions).toEqual([
      { id: 'photoasha00000000000001', caption: '' },
      { id: 'photoravi00000000000001', caption: 'Ravi at the homa' },
    ]);
    expect(order).toMatchObject({ card_type: 'Visa', card_number: 'XXXX1111' });
    // Ravi's are untouched.
    expect((await stored.order('PRAVI1')).customer_email).toBe('ravi@example.com');
    expect((await stored.booking('B-RAVI')).contact_email).toBe('ravi@example.com');
    expect(existsSync(path.join(outboxDir, `${seeded.raviMail}.eml`))).toBe(true);

    // The audit log: who and when, never whose email.
    const audit = await db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('action', 'like', 'privacy.%')
      .execute();
    expect(audit.map((row) => [row.action, row.actor]).sort()).toEqual([
      ['privacy.erase', office.email],
      ['privacy.export', office.email],
      // The office read the request list four times above: each read is audited.
      ['privacy.view', office.email],
      ['privacy.view', office.email],
      ['privacy.view', office.email],
      ['privacy.view', office.email],
    ]);
    expect(audit.find((row) => row.action === 'privacy.erase')).toMatchObject({
      target: `request ${ready.id}`,
      after_json: JSON.stringify({ orders: 1, addresses: 0, bookings: 1, mails: 4 }),
    });
    expect(JSON.stringify(audit)).not.toMatch(/asha/i);

    // Asking again from the erased booking's link: nothing left to erase.
    expect((await ask({ bookingCode: 'B-ASHA', token: seeded.token })).status).toBe(409);

    const log = lines.join('\n');
    expect(log).toContain('/privacy/requests');
    expect(log).not.toMatch(/asha/i);
    for (const secret of [seeded.token, linkToken, '1985-07-04', 'Menon']) {
      expect(log).not.toContain(secret);
    }
  });
});
