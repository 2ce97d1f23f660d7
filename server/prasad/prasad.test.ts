/**
 * Prasad posted and tracked, through the API: the tracking file's refusals
 * (every bad row named, nothing imported), the preview and the import (one
 * mail per order, in the same transaction), recording one parcel, the packing
 * list and the label sheets. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportAnswer, PackingOrder, ShipmentView } from '../../domain/prasad/requests';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';
import { mailedToken, myOrderView, placePujaOrder } from '../staff/test-support/placed-order';
import { signInAs, type StaffClient } from '../staff/test-support/staff-session';
import { pdfPages } from './test-support/pdf-text';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
const HEADER = 'order number,carrier,tracking number';
let office: StaffClient;
/** Paid orders A..D, a declined one, and a paid one without prasad (a regional astrology session). */
const order = { A: '', B: '', C: '', D: '', declined: '', noPrasad: '' };
let date = '';

async function place(options: { zip?: string } = {}): Promise<string> {
  const placed = await placePujaOrder(server, options);
  date = placed.date;
  return placed.orderNumber;
}

beforeAll(async () => {
  office = await signInAs(server, 'office');
  for (const key of ['A', 'B', 'C', 'D', 'noPrasad'] as const) order[key] = await place();
  order.declined = await place({ zip: '46282' });
  await server.database.db
    .updateTable('orders')
    .set({ kind: 'regionalAstro' })
    .where('order_number', '=', order.noPrasad)
    .execute();
});

const db = () => server.database.db;
/** The day the parcels are posted: today, on the server's clock. */
const today = () => server.app.deps.now().toISOString().slice(0, 10);
const parcels = async () =>
  (await db().selectFrom('prasad_shipments').selectAll().execute()).length;
const prasadMails = (orderNumber?: string) =>
  db()
    .selectFrom('outbox_emails')
    .select(['reference', 'to_address', 'subject', 'text_body', 'html_body'])
    .where('subject', 'like', 'Your prasad is on its way%')
    .$if(orderNumber !== undefined, (q) => q.where('reference', '=', orderNumber!))
    .execute();
const importCsv = (csv: string, confirm: boolean) =>
  office.call('POST', '/prasad/import', { csv, postedOn: today(), confirm });

type Refusal = {
  error: { code: string; message: string; fields: { path: string; message: string }[] };
};

describe('recording one parcel on the order page', () => {
  it('records it, answers the order’s parcels with the link, and queues the devotee’s mail', async () => {
    const response = await office.call('POST', `/orders/${order.B}/shipments`, {
      carrier: 'FEDEX',
      trackingNumber: '1234 5678 9012',
      postedOn: today(),
    });
    expect(response.status).toBe(201);
    const { shipments } = (await response.json()) as { shipments: ShipmentView[] };
    expect(shipments).toMatchObject([
      {
        carrierName: 'FedEx',
        trackingNumber: '123456789012',
        trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=123456789012',
        postedOn: today(),
        recordedBy: office.email,
      },
    ]);
    const [mail, ...more] = await prasadMails(order.B);
    expect(more).toEqual([]);
    expect(mail!.text_body).toContain('FedEx');
    expect(mail!.text_body).toContain('123456789012');
    expect(mail!.html_body).toContain(
      'href="https://www.fedex.com/fedextrack/?trknbr=123456789012"',
    );
    const listed = await office.call('GET', `/orders/${order.B}/shipments`);
    expect(((await listed.json()) as { shipments: unknown[] }).shipments).toHaveLength(1);
  });

  it('refuses a bad number, an unknown order, an unpaid one, one without prasad, and a repeat', async () => {
    const post = (orderNumber: string, trackingNumber: string, carrier = 'FEDEX') =>
      office.call('POST', `/orders/${orderNumber}/shipments`, {
        carrier,
        trackingNumber,
        postedOn: today(),
      });
    const bad = await post(order.C, '12');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Refusal).error.fields).toEqual([
      { path: 'trackingNumber', message: expect.stringMatching(/Not a FedEx tracking number/) },
    ]);
    expect((await post('P0000NONE', '123456789012')).status).toBe(404);
    expect((await post(order.declined, '123456789012')).status).toBe(409);
    expect((await post(order.noPrasad, '123456789012')).status).toBe(409);
    const repeat = await post(order.B, '123456789012');
    expect(repeat.status).toBe(409);
    expect(((await repeat.json()) as Refusal).error.message).toBe(
      `Order ${order.B} already has tracking number 123456789012`,
    );
    const unknownCarrier = await post(order.C, '123456789012', 'POSTNORD');
    expect(unknownCarrier.status).toBe(400);
    const later = new Date(server.app.deps.now().getTime() + 3 * 86_400_000);
    const future = await office.call('POST', `/orders/${order.C}/shipments`, {
      carrier: 'FEDEX',
      trackingNumber: '123456789012',
      postedOn: later.toISOString().slice(0, 10),
    });
    expect(future.status).toBe(400);
    expect(((await future.json()) as Refusal).error.fields).toEqual([
      { path: 'postedOn', message: 'The day posted is not in the future' },
    ]);
    expect(await parcels()).toBe(1);
  });
});

describe('importing a day’s tracking file', () => {
  it('names every bad row with its reason and imports nothing, not even the good row', async () => {
    const csv = [
      HEADER,
      `${order.A},FedEx,111122223333`,
      'PNOSUCH1,UPS,1Z999AA10123456784',
      `${order.declined},DHL,1234567890`,
      `${order.noPrasad},DHL,1234567890`,
      `${order.A},DHL,1234567890`,
      `${order.B},FedEx,123456789012`,
      `${order.C},DHL`,
      `${order.C},Pigeon,1234567890`,
      `${order.C},India Post,EE123456789IN`,
      `=1+2,DHL,1234567890`,
      `@SUM(A1),DHL,1234567890`,
      `${order.D},+DHL,1234567890`,
      `${order.D},DHL,-1234567890`,
      `\t${order.D},DHL,1234567890`,
      `"\r${order.D}",DHL,1234567890`,
    ].join('\r\n');
    const mailsBefore = (await prasadMails()).length;
    for (const confirm of [false, true]) {
      const response = await importCsv(csv, confirm);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as Refusal;
      expect(error.message).toBe('14 rows need attention; nothing was imported');
      const reasons = (line: number) =>
        error.fields.filter((f) => f.path === `csv.${line}`).map((f) => f.message);
      expect([...new Set(error.fields.map((f) => f.path))]).toEqual(
        Array.from({ length: 14 }, (_, i) => `csv.${i + 3}`),
      );
      expect(reasons(3)).toEqual(['Unknown order PNOSUCH1']);
      expect(reasons(4)).toEqual([`Order ${order.declined} is not paid (declined)`]);
      expect(reasons(5)).toEqual([`Order ${order.noPrasad} has no prasad to post`]);
      expect(reasons(6)).toEqual([`Order ${order.A} is already on line 2`]);
      expect(reasons(7)).toEqual([`Order ${order.B} already has tracking number 123456789012`]);
      expect(reasons(8)).toEqual(['Expected 3 cells, found 2']);
      expect(reasons(9)).toEqual([expect.stringMatching(/^Unknown carrier "Pigeon"/)]);
      expect(reasons(10)).toEqual([
        expect.stringMatching(/^Not an India Post tracking number/),
        `Order ${order.C} is already on line 9`,
      ]);
      for (const line of [11, 12, 13, 15, 16]) {
        expect(reasons(line)).toEqual([expect.stringMatching(/starts with a formula character/)]);
      }
      expect(reasons(14)).toEqual([
        expect.stringMatching(/^The tracking number starts with a formula character/),
        `Order ${order.D} is already on line 13`,
      ]);
    }
    // A bad row whose order number is well formed is looked up too.
    const unknown = await importCsv(`${HEADER}\nPNOSUCH2,Pigeon,1\n`, false);
    expect(((await unknown.json()) as Refusal).error.fields.map((f) => f.message)).toEqual([
      expect.stringMatching(/^Unknown carrier/),
      'Unknown order PNOSUCH2',
    ]);
    expect(await parcels()).toBe(1);
    expect((await prasadMails()).length).toBe(mailsBefore);
  });

  it('refuses a file without the named header, and one over the size limit', async () => {
    const noHeader = await importCsv(`${order.A},FedEx,111122223333\n`, false);
    expect(noHeader.status).toBe(400);
    expect(((await noHeader.json()) as Refusal).error.fields).toEqual([
      { path: 'csv.1', message: `The first row must be the header: ${HEADER}` },
    ]);
    const renamed = await importCsv(`order,carrier,number\n${order.A},FedEx,111122223333\n`, true);
    expect(((await renamed.json()) as Refusal).error.fields[0]!.path).toBe('csv.1');
    const long = await importCsv(`${HEADER}\n${'x'.repeat(200_001)}`, false);
    expect(long.status).toBe(400);
    expect(((await long.json()) as Refusal).error.fields[0]!.path).toBe('csv');
    const huge = await importCsv(`${HEADER}\n${'x'.repeat(300_000)}`, false);
    expect(huge.status).toBe(413);
    expect(await parcels()).toBe(1);
  });

  it('previews a good file without storing, then imports it and queues one mail per order', async () => {
    const csv = `${HEADER}\n${order.A},usps,9400 1000 0000 0000 0000 00\n${order.C},"India Post",ee123456785in\n${order.D},UPS,1Z999AA10123456784\n`;
    const mailsBefore = (await prasadMails()).length;
    const preview = await importCsv(csv, false);
    expect(preview.status).toBe(200);
    const previewed = (await preview.json()) as ImportAnswer;
    expect(previewed).toMatchObject({ imported: false, emails: 0 });
    expect(
      previewed.rows.map((r) => [r.line, r.orderNumber, r.carrierName, r.trackingNumber]),
    ).toEqual([
      [2, order.A, 'USPS', '9400100000000000000000'],
      [3, order.C, 'India Post', 'EE123456785IN'],
      [4, order.D, 'UPS', '1Z999AA10123456784'],
    ]);
    expect(await parcels()).toBe(1);

    const done = (await (await importCsv(csv, true)).json()) as ImportAnswer;
    expect(done).toMatchObject({ imported: true, emails: 3 });
    expect(await parcels()).toBe(4);
    const mails = await prasadMails();
    expect(mails.length).toBe(mailsBefore + 3);
    const mailOf = async (n: string) => (await prasadMails(n))[0]!.text_body;
    expect(await mailOf(order.A)).toContain(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(await mailOf(order.C)).toContain('EE123456785IN');
    expect(await mailOf(order.C)).toContain('https://www.indiapost.gov.in/');
    expect(await mailOf(order.D)).toContain(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );

    const again = await importCsv(csv, true);
    expect(again.status).toBe(400);
    expect(((await again.json()) as Refusal).error.fields.map((f) => f.path)).toEqual([
      'csv.2',
      'csv.3',
      'csv.4',
    ]);
    expect(await parcels()).toBe(4);
  });
});

describe('the day’s post', () => {
  it('lists each paid prasad order of the date with names, pujas, packets, address and parcels', async () => {
    const response = await office.call('GET', `/prasad/packing-list?date=${date}`);
    const { orders } = (await response.json()) as { orders: PackingOrder[] };
    const numbers = orders.map((o) => o.orderNumber);
    expect(numbers).toEqual([order.A, order.B, order.C, order.D].sort());
    const b = orders.find((o) => o.orderNumber === order.B)!;
    expect(b).toMatchObject({
      names: ['Person1 Menon'],
      packets: 1,
      unprintable: [],
      shipTo: ['Asha Menon', '1 Temple Road', 'San Ramon CA 94583', expect.any(String)],
    });
    expect(b.pujas).toHaveLength(1);
    expect(b.posted.map((p) => p.trackingNumber)).toEqual(['123456789012']);
    const none = await office.call('GET', '/prasad/packing-list?date=2001-01-01');
    expect(((await none.json()) as { orders: unknown[] }).orders).toEqual([]);
  });

  it('prints the addresses as Letter 30-up and A4 21-up label sheets', async () => {
    for (const [sheet, width, height] of [
      ['letter-30', 612, 792],
      ['a4-21', 595.28, 841.89],
    ] as const) {
      const response = await office.call('GET', `/prasad/labels.pdf?date=${date}&sheet=${sheet}`);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const pages = await pdfPages(new Uint8Array(await response.arrayBuffer()));
      expect(pages).toHaveLength(1);
      expect(pages[0]!.width).toBeCloseTo(width, 1);
      expect(pages[0]!.height).toBeCloseTo(height, 1);
      const text = pages[0]!.text;
      for (const n of [order.A, order.B, order.C, order.D]) expect(text).toContain(n);
      expect(text.match(/Asha Menon/g)).toHaveLength(4);
      expect(text).not.toContain(order.declined);
    }
    const bad = await office.call('GET', `/prasad/labels.pdf?date=${date}&sheet=legal`);
    expect(bad.status).toBe(400);
    const skipped = await office.call('GET', `/prasad/labels.pdf?date=${date}&sheet=a4-21&skip=19`);
    const pages = await pdfPages(new Uint8Array(await skipped.arrayBuffer()));
    expect(pages.map((p) => p.text.match(/Asha Menon/g)?.length)).toEqual([2, 2]);
    const tooMany = await office.call('GET', `/prasad/labels.pdf?date=${date}&sheet=a4-21&skip=21`);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as Refusal).error.fields).toEqual([
      { path: 'skip', message: 'A sheet has 21 labels' },
    ]);
  });

  it('prints an address in Malayalam, and refuses one with letters no label font has', async () => {
    const shipping = (orderNumber: string) =>
      db()
        .updateTable('order_addresses')
        .where('order_number', '=', orderNumber)
        .where('type', '=', 'SHIPPING');
    const labels = () => office.call('GET', `/prasad/labels.pdf?date=${date}&sheet=letter-30`);
    await shipping(order.B).set({ first_name: 'ശ്രീലക്ഷ്മി', last_name: 'നായർ' }).execute();
    const printed = await pdfPages(new Uint8Array(await (await labels()).arrayBuffer()));
    expect(printed[0]!.text).toContain('ശ്രീലക്ഷ്മി നായർ');
    expect(printed[0]!.text).not.toContain('?');
    await shipping(order.C).set({ last_name: '王' }).execute();
    const list = await office.call('GET', `/prasad/packing-list?date=${date}`);
    const { orders } = (await list.json()) as { orders: PackingOrder[] };
    expect(orders.map((o) => [o.orderNumber, o.unprintable])).toEqual(
      [order.A, order.B, order.C, order.D].sort().map((n) => [n, n === order.C ? ['王'] : []]),
    );
    const refused = await labels();
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Refusal).error).toMatchObject({
      code: 'UNPRINTABLE_ADDRESS',
      message: `No label font has some letters of order ${order.C} (王)`,
    });
    await shipping(order.B).set({ first_name: 'Asha', last_name: 'Menon' }).execute();
    await shipping(order.C).set({ last_name: 'Menon' }).execute();
  });
});

describe('“My order”', () => {
  it('shows each parcel with its carrier, number and link (none for India Post)', async () => {
    const timelineOf = async (orderNumber: string) =>
      (await myOrderView(server, await mailedToken(server, orderNumber, '%confirmed%'))).timeline;
    const posted = (timeline: Awaited<ReturnType<typeof timelineOf>>) =>
      timeline.filter((event) => event.type === 'prasad-posted');
    expect(posted(await timelineOf(order.A))).toEqual([
      {
        type: 'prasad-posted',
        at: expect.any(String),
        carrier: 'USPS',
        trackingNumber: '9400100000000000000000',
        trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
      },
    ]);
    expect(posted(await timelineOf(order.C))).toEqual([
      {
        type: 'prasad-posted',
        at: expect.any(String),
        carrier: 'India Post',
        trackingNumber: 'EE123456785IN',
      },
    ]);
  });
});
