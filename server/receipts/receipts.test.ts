/**
 * Receipts end to end through the API: the confirmation mail carries the
 * order's receipt (read back from the .eml the sandbox writes), the office
 * edits the tax statement and downloads receipts, a refund has its own. The
 * PDFs' text is read with pdfjs-dist. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_ORDER_API } from '../../domain/my-order';
import { formatUsd } from '../../domain/money';
import { createMailTransport } from '../mail';
import { deliverDueEmails } from '../mail/worker';
import { signInAs, type StaffClient } from '../staff/test-support/staff-session';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';
import { mailedToken, myOrderView, placePujaOrder } from '../staff/test-support/placed-order';
import { receiptRenderers } from './receipt-files';
import { emlAttachment, pdfText } from './test-support/pdf-text';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
let office: StaffClient;
const outboxDir = mkdtempSync(path.join(tmpdir(), 'receipts-eml-'));

async function placeOrder(people: number, firstName = 'Lakshmī') {
  const { status, orderNumber } = await placePujaOrder(server, { people }, (payload) => {
    payload.pujaOrderLineitems[0]!.firstName = firstName;
  });
  expect(status).toBe(201);
  const order = await server.database.db
    .selectFrom('orders')
    .select(['total_cents', 'card_type', 'card_number'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  return { orderNumber, ...order };
}

async function download(pathName: string) {
  const response = await office.call('GET', pathName);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

beforeAll(async () => {
  office = await signInAs(server, 'office');
});
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

describe('the confirmation mail', () => {
  it('carries the receipt, made when sent, in the .eml the sandbox writes', async () => {
    const order = await placeOrder(2);
    expect(order.card_type).toBe('Visa');
    expect(order.card_number).toBe('XXXX1111');
    const row = await server.database.db
      .selectFrom('outbox_emails')
      .select(['id', 'attachments'])
      .where('reference', '=', order.orderNumber)
      .executeTakeFirstOrThrow();
    // The row names the receipt; it holds no PDF.
    expect(JSON.parse(row.attachments)).toEqual([
      { render: 'order-receipt', ref: order.orderNumber },
    ]);
    const { db, now } = server.app.deps;
    const transport = createMailTransport({ smtpUrl: undefined, outboxDir });
    await deliverDueEmails(db, transport, {
      from: 'office@example.org',
      now,
      renderers: receiptRenderers(db, now, { production: false }),
    });
    expect(readdirSync(outboxDir)).toContain(`${row.id}.eml`);
    const eml = readFileSync(path.join(outboxDir, `${row.id}.eml`), 'utf8');
    const attached = emlAttachment(eml, 'application/pdf');
    expect(attached?.filename).toBe(`receipt-${order.orderNumber}.pdf`);
    const text = await pdfText(attached!.bytes);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(`Amount paid ${formatUsd(order.total_cents)}`);
    expect(text).toContain('Visa XXXX1111');
    expect(text).toContain('Lakshmī');
    expect(text).toContain('SAMPLE TAX STATEMENT');
    expect(text).toContain('only intangible religious benefits');
    expect(text).toContain('XX-XXXXXXX (sample)');
  });

  it('is not sent, and is retried, by a worker that cannot make the receipt', async () => {
    const order = await placeOrder(1);
    const sent: string[] = [];
    const result = await deliverDueEmails(
      server.database.db,
      { send: async (mail) => void sent.push(mail.to), describe: () => '' },
      { from: 'office@example.org', now: server.app.deps.now },
    );
    expect(result.failed).toBeGreaterThan(0);
    const row = await server.database.db
      .selectFrom('outbox_emails')
      .select(['status', 'last_error'])
      .where('reference', '=', order.orderNumber)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'PENDING',
      last_error: 'No renderer for order-receipt attachments',
    });
  });
});

describe("the office's downloads", () => {
  it('print the tax statement the office saved, with the headers of a private download', async () => {
    const sample = await office.call('GET', '/temple-details/tax-statement');
    expect(await sample.json()).toMatchObject({ isSample: true });
    const statement =
      'Our temple is a 501(c)(3) church, EIN 12-3456789. You received intangible religious benefits only.';
    const saved = await office.call('PUT', '/temple-details/tax-statement', { text: statement });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ text: statement, isSample: false });
    const order = await placeOrder(1);
    const { response, bytes } = await download(`/orders/${order.orderNumber}/receipt.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${order.orderNumber}.pdf"`,
    );
    const text = await pdfText(bytes);
    expect(text).toContain(statement);
    expect(text).not.toContain('SAMPLE TAX STATEMENT');
    expect(text).toContain(`Amount paid ${formatUsd(order.total_cents)}`);
    const audit = await server.database.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('target', 'in', ['tax statement', order.orderNumber])
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['order.receipt', 'temple.tax-statement']);
  });

  it('give each refund its receipt: amount, date, original order, card', async () => {
    const order = await placeOrder(2, 'Ravi');
    const items = await server.database.db
      .selectFrom('order_line_items')
      .select(['position', 'cost_cents'])
      .where('order_number', '=', order.orderNumber)
      .orderBy('position')
      .execute();
    const refunded = await office.call('POST', `/orders/${order.orderNumber}/refund`, {
      positions: [items[0]!.position],
      reason: 'One person cannot come',
    });
    expect(refunded.status).toBe(200);
    const { response, bytes } = await download(
      `/orders/${order.orderNumber}/refunds/1/receipt.pdf`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="refund-receipt-${order.orderNumber}-R1.pdf"`,
    );
    const text = await pdfText(bytes);
    expect(text).toContain(`Receipt number ${order.orderNumber}-R1`);
    expect(text).toContain(`Original order ${order.orderNumber}`);
    expect(text).toContain(`Amount refunded ${formatUsd(items[0]!.cost_cents)}`);
    expect(text).toContain('Refunded to Visa XXXX1111');
    expect(text).toContain('Refund date');
    const receipt = await pdfText(
      (await download(`/orders/${order.orderNumber}/receipt.pdf`)).bytes,
    );
    // The order's receipt is the payment's, as issued: the refund has its own.
    expect(receipt).toContain(`Amount paid ${formatUsd(order.total_cents)}`);
    expect(receipt).not.toContain(`${order.orderNumber}-R1`);
  });

  it('answer 404 for an unknown order or refund, and name a bad tax statement', async () => {
    expect((await office.call('GET', '/orders/NOSUCH1/receipt.pdf')).status).toBe(404);
    const order = await placeOrder(1);
    expect(
      (await office.call('GET', `/orders/${order.orderNumber}/refunds/1/receipt.pdf`)).status,
    ).toBe(404);
    const empty = await office.call('PUT', '/temple-details/tax-statement', { text: '  ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      error: { code: 'VALIDATION', fields: [{ path: 'text' }] },
    });
  });
});

describe('by the My order link', () => {
  /** The token the confirmation mail carries (still in the row: these mails are not sent). */
  const tokenOf = (orderNumber: string) => mailedToken(server, orderNumber, '%confirmed');
  const get = (pathName: string) => fetch(`${server.baseUrl}${pathName}`);

  it('downloads the receipt the page links to, privately', async () => {
    const order = await placeOrder(1);
    const token = await tokenOf(order.orderNumber);
    const page = await myOrderView(server, token);
    expect(page.receiptUrl).toBe(`${MY_ORDER_API.view}/${token}/receipt.pdf`);
    const response = await get(page.receiptUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${order.orderNumber}.pdf"`,
    );
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Order number ${order.orderNumber}`);
    expect(text).toContain('Visa XXXX1111');
  });

  it("links each refund's receipt from the timeline", async () => {
    const order = await placeOrder(2);
    const token = await tokenOf(order.orderNumber);
    const refunded = await office.call('POST', `/orders/${order.orderNumber}/refund`, {
      positions: [1],
      reason: 'Cannot come',
    });
    expect(refunded.status).toBe(200);
    const page = await myOrderView(server, token);
    const refund = page.timeline.find((event) => event.type === 'refunded');
    expect(refund).toMatchObject({
      receiptUrl: `${MY_ORDER_API.view}/${token}/refunds/1/receipt.pdf`,
    });
    const response = await get(`${MY_ORDER_API.view}/${token}/refunds/1/receipt.pdf`);
    expect(response.status).toBe(200);
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Receipt number ${order.orderNumber}-R1`);
    expect(text).toContain(`Amount refunded ${formatUsd(page.refundedCents)}`);
    expect((await get(`${MY_ORDER_API.view}/${token}/refunds/2/receipt.pdf`)).status).toBe(404);
  });

  it("answers a wrong token with the page's own 404, whatever is asked", async () => {
    const order = await placeOrder(1);
    const token = await tokenOf(order.orderNumber);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all(
      [
        `${MY_ORDER_API.view}/${wrong}`,
        `${MY_ORDER_API.view}/${wrong}/receipt.pdf`,
        `${MY_ORDER_API.view}/${wrong}/refunds/1/receipt.pdf`,
        `${MY_ORDER_API.view}/abc/receipt.pdf`,
      ].map(async (pathName) => {
        const response = await get(pathName);
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(404);
  });
});
