/**
 * Each kind of receipt read back as text (pdfjs-dist), against what IRS
 * Publication 1771 and IRC §6115 ask of it (docs/receipts.md): a puja whose
 * only return is intangible religious benefits, a puja with valued prasad over
 * $75 (the disclosure), a recommendation and an astrology booking (services),
 * a refund, and the yearly statement with contributions and services apart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatUsd } from '../../domain/money';
import { emptyPayloadAddress } from '../../domain/order-builders';
import { DEFAULT_WORDING } from '../../domain/staff/receipt-wording';
import { offsetToReach, testNow } from '../../tests/test-support/test-clock';
import { signInAs, type StaffClient } from '../staff/test-support/staff-session';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';
import {
  bookingReceiptFile,
  orderReceiptFile,
  refundReceiptFile,
  yearStatementFile,
} from './receipt-files';
import { pdfText } from './test-support/pdf-text';
import { postDay } from '../prasad/post-day';
import type { BookingView } from '../../domain/astro/api';
import { ASTRO_PATHS } from '../../domain/astro/paths';
import { postJson } from '../test-support/order-fixtures';
import { placeOn, placeRecommendation, storePaidBooking } from './test-support/receipt-orders';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
const policy = { production: false };
let office: StaffClient;

const KALI_KARTHIKA = 1; // $250, given valued prasad below
const NAVAGRAHA_HOMA = 10; // intangible religious benefits only
const PRASAD = 'prasad: blessed sweets and kumkum';
const LEGAL_NAME = 'Sri Example Temple Inc.';

const receiptText = async (orderNumber: string) => {
  const file = await orderReceiptFile(server.database.db, orderNumber, testNow(), policy);
  return pdfText(file!.bytes);
};

beforeAll(async () => {
  office = await signInAs(server, 'office');
  const saved = await office.call('PUT', '/temple-details/receipt-wording', {
    legalName: LEGAL_NAME,
    ein: '12-3456789',
    wording: DEFAULT_WORDING,
  });
  expect(saved.status).toBe(200);
  const statement = await office.call('PUT', '/temple-details/tax-statement', {
    text: `${LEGAL_NAME} is a church exempt under section 501(c)(3).`,
  });
  expect(statement.status).toBe(200);
  const terms = await office.call('PUT', `/pujas/${KALI_KARTHIKA}/tax-terms`, {
    treatment: 'GOODS',
    goodsDescription: PRASAD,
    goodsValueCents: 1250,
  });
  expect(terms.status).toBe(200);
});

describe('a receipt states what the payment was', () => {
  it('a puja with only intangible religious benefits says so, with the legal name and EIN', async () => {
    const orderNumber = await placeOn(server, NAVAGRAHA_HOMA, 'hema@example.com');
    const text = await receiptText(orderNumber);
    expect(text).toContain(`Receipt number ${orderNumber}`);
    expect(text).toContain(`Issued by ${LEGAL_NAME}`);
    expect(text).toContain('EIN 12-3456789');
    expect(text).toMatch(/Issued on \w+, \d{1,2} \w+ \d{4}/);
    expect(text).toContain('consisted entirely of intangible religious benefits');
    expect(text).not.toContain('good-faith estimate');
    expect(text).not.toContain('limited to the excess');
    expect(text).not.toContain('SAMPLE legal name');
    expect(text).not.toContain('XX-XXXXXXX');
  });

  it('a puja with prasad valued, paid over $75, describes the goods and discloses the deductible part', async () => {
    const orderNumber = await placeOn(server, KALI_KARTHIKA, 'gita@example.com');
    const text = await receiptText(orderNumber);
    expect(text).toContain(`Amount paid ${formatUsd(250_00)}`);
    expect(text).toContain(
      `the temple gave ${PRASAD}. Our good-faith estimate of its value is ${formatUsd(1250)}.`,
    );
    expect(text).toContain("Goods' value (good-faith estimate) $12.50");
    expect(text).toContain(
      'limited to the excess of the money you gave over the value of the goods',
    );
    expect(text).toContain(`the goods the temple gave you: ${formatUsd(237_50)}`);
    expect(text).not.toContain('intangible religious benefits');
    // Terms are the line's, as paid: stored on it.
    const line = await server.database.db
      .selectFrom('order_line_items')
      .select(['tax_treatment', 'goods_description', 'goods_value_cents'])
      .where('order_number', '=', orderNumber)
      .where('puja_id', '=', KALI_KARTHIKA)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({
      tax_treatment: 'GOODS',
      goods_description: PRASAD,
      goods_value_cents: 1250,
    });
  });

  it('a puja whose prasad the devotee declined gives no goods and needs no disclosure', async () => {
    const orderNumber = await placeOn(server, KALI_KARTHIKA, 'nila@example.com', (payload) => {
      // Declined, nothing is posted: the one shipping address is empty.
      Object.assign(payload, { prasadDeclined: true, prasadStateOther: '' });
      payload.pujaOrderShipmentAddresses = [emptyPayloadAddress()];
    });
    const text = await receiptText(orderNumber);
    expect(text).toContain(`Amount paid ${formatUsd(250_00)}`);
    expect(text).toContain('consisted entirely of intangible religious benefits');
    expect(text).not.toContain(PRASAD);
    expect(text).not.toContain('limited to the excess');
    const order = await server.database.db
      .selectFrom('orders')
      .select('prasad_declined')
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(order.prasad_declined).toBe(1);
    // Nothing to post: the day's packing list leaves it out.
    const { puja_date: date } = await server.database.db
      .selectFrom('order_line_items')
      .select('puja_date')
      .where('order_number', '=', orderNumber)
      .where('puja_id', '=', KALI_KARTHIKA)
      .executeTakeFirstOrThrow();
    const kept = await placeOn(server, KALI_KARTHIKA, 'nila@example.com');
    const posted = (await postDay(server.database.db, date)).map((o) => o.orderNumber);
    expect(posted).toContain(kept);
    expect(posted).not.toContain(orderNumber);
  });

  it('a recommendation is a payment for a service, not a contribution', async () => {
    const orderNumber = await placeRecommendation(server, 'ravi@example.com');
    const text = await receiptText(orderNumber);
    expect(text).toContain('This is a payment for a service, not a deductible contribution');
    expect(text).toMatch(/Payments for services \$\d/);
    expect(text).not.toContain('Contributions $');
    expect(text).not.toContain('intangible religious benefits');
  });

  it('an astrology booking gets a payment receipt for a service', async () => {
    await storePaidBooking(server, 'BKRCPT23', 'mira@example.com', testNow());
    const file = await bookingReceiptFile(server.database.db, 'BKRCPT23', testNow(), policy);
    expect(file?.filename).toBe('receipt-BKRCPT23.pdf');
    const text = await pdfText(file!.bytes);
    expect(text).toContain('Payment receipt');
    expect(text).toContain('Booking BKRCPT23');
    expect(text).toContain('Example Devotee');
    expect(text).toContain('This is a payment for a service, not a deductible contribution');
    expect(await bookingReceiptFile(server.database.db, 'NOSUCH', testNow(), policy)).toBeNull();
  });

  it("is linked from the booking's manage page, by its private token", async () => {
    await storePaidBooking(server, 'BKMANAGE', 'lata@example.com', testNow());
    const { access_token: token } = await server.database.db
      .selectFrom('astro_bookings')
      .select('access_token')
      .where('code', '=', 'BKMANAGE')
      .executeTakeFirstOrThrow();
    const view = (await (
      await postJson(server.baseUrl, ASTRO_PATHS.lookup, { code: 'BKMANAGE', token })
    ).json()) as BookingView;
    expect(view.receiptUrl).toBe(`${ASTRO_PATHS.receipt('BKMANAGE')}?token=${token}`);
    const response = await fetch(`${server.baseUrl}${view.receiptUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Receipt number BKMANAGE');
    expect(text).toContain('not a deductible contribution');
    const wrong = await fetch(
      `${server.baseUrl}${ASTRO_PATHS.receipt('BKMANAGE')}?token=x${token}`,
    );
    expect(wrong.status).toBe(404);
  });

  it('a refund receipt says how the refund reduces the contribution', async () => {
    const orderNumber = await placeOn(server, KALI_KARTHIKA, 'uma@example.com');
    const refunded = await office.call('POST', `/orders/${orderNumber}/refund`, {
      reason: 'The devotee asked',
    });
    expect(refunded.status).toBe(200);
    const file = await refundReceiptFile(server.database.db, orderNumber, 1, testNow(), policy);
    const text = await pdfText(file!.bytes);
    expect(text).toContain(`Receipt number ${orderNumber}-R1`);
    expect(text).toContain(`Original order ${orderNumber}`);
    expect(text).toContain(
      `This refund reduces your contribution to the temple from ${formatUsd(250_00)} to ${formatUsd(0)}.`,
    );
    expect(text).toContain(`Contribution after this refund ${formatUsd(0)}`);
  });
});

describe('the yearly statement', () => {
  it('lists contributions and services apart, each with its total, per payer', async () => {
    const email = 'both@example.com';
    const puja = await placeOn(server, KALI_KARTHIKA, email);
    const reco = await placeRecommendation(server, email);
    await storePaidBooking(server, 'BKSTATMN', email, testNow());
    const { db } = server.database;
    const [recoPaid, booking] = await Promise.all([
      db
        .selectFrom('orders')
        .select('total_cents')
        .where('order_number', '=', reco)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('astro_bookings')
        .select('price_cents')
        .where('code', '=', 'BKSTATMN')
        .executeTakeFirstOrThrow(),
    ]);
    const year = testNow().getUTCFullYear();
    const january = new Date(`${year + 1}-01-05T17:00:00Z`);
    expect(offsetToReach(january)).toBeGreaterThan(0);
    const file = await yearStatementFile(db, year, email, january, policy);
    const text = await pdfText(file!.bytes);
    expect(text).toContain(`Statement of contributions and payments for ${year}`);
    expect(text).toContain(`Issued by ${LEGAL_NAME} EIN 12-3456789 Email ${email}`);
    // One part per payer name: the order's billing name, the reading's person.
    const [asha, devotee] = text.split('Received from ').slice(1);
    expect(asha).toMatch(/^Asha Menon Contributions/);
    const contributions = asha!.slice(0, asha!.indexOf('Total of contributions'));
    expect(contributions).toContain(puja);
    expect(contributions).not.toContain(reco);
    expect(asha).toContain(`Total of contributions ${formatUsd(250_00)}`);
    expect(asha).toContain(`Contributions less goods ${formatUsd(237_50)}`);
    const services = asha!.slice(asha!.indexOf('Payments for services (not contributions)'));
    expect(services).toContain(reco);
    expect(asha).toContain(`Total of payments for services ${formatUsd(recoPaid.total_cents)}`);
    expect(devotee).toMatch(
      /^Example Devotee Contributions None this year\. Total of contributions \$0\.00/,
    );
    expect(devotee).toContain('BKSTATMN');
    expect(devotee).toContain(`Total of payments for services ${formatUsd(booking.price_cents)}`);
  });
});
