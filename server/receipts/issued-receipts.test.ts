/**
 * Receipts as issued: a download prints what was stored at payment, whatever
 * the temple edits afterwards; a correction is a new receipt naming the one it
 * replaces; the console refuses legal details and tax terms a receipt could
 * not state truthfully; a production server issues none with the sample.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORDING } from '../../domain/staff/receipt-wording';
import { testNow } from '../../tests/test-support/test-clock';
import { signInAs } from '../staff/test-support/staff-session';
import { startApiServer } from '../test-support/api-server';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startedForTheFile } from '../test-support/for-the-file';
import { orderReceiptFile } from './receipt-files';
import { receiptPolicy } from './readiness';
import { pdfText } from './test-support/pdf-text';
import { placeOn } from './test-support/receipt-orders';

const server = startedForTheFile(() => startApiServer({ payments: createFakeGateway() }));
const NAVAGRAHA_HOMA = 10;
const RECOMMENDATION = 40;
const LEGAL = { legalName: 'Sri Example Temple Inc.', ein: '12-3456789', wording: DEFAULT_WORDING };

const templeDetails = (centreName: string) => ({
  centreName,
  postalAddress: ['1 Temple Way', 'San Ramon, CA 94583'],
  phone: '+1 925 555 0100',
  email: 'office@example.org',
  mailInInstructions: 'Send a cheque.',
  copyrightHolder: centreName,
});

describe('a receipt as issued', () => {
  it('is the same document after the temple is renamed; later receipts carry the new name', async () => {
    const office = await signInAs(server, 'office');
    expect((await office.call('PUT', '/temple-details/receipt-wording', LEGAL)).status).toBe(200);
    expect(
      (await office.call('PUT', '/temple-details', templeDetails('Old Name Temple'))).status,
    ).toBe(200);
    const earlier = await placeOn(server, NAVAGRAHA_HOMA, 'asha@example.com');
    const download = async (orderNumber: string) => {
      const response = await office.call('GET', `/orders/${orderNumber}/receipt.pdf`);
      expect(response.status).toBe(200);
      return new Uint8Array(await response.arrayBuffer());
    };
    const before = await download(earlier);
    expect(await pdfText(before)).toContain('Old Name Temple');

    expect(
      (await office.call('PUT', '/temple-details', templeDetails('New Name Temple'))).status,
    ).toBe(200);
    expect(
      (
        await office.call('PUT', '/temple-details/receipt-wording', {
          ...LEGAL,
          legalName: 'Renamed Legal Inc.',
        })
      ).status,
    ).toBe(200);
    const after = await download(earlier);
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
    expect(await pdfText(after)).not.toContain('New Name Temple');

    const later = await placeOn(server, NAVAGRAHA_HOMA, 'asha@example.com');
    const laterText = await pdfText(await download(later));
    expect(laterText).toContain('New Name Temple');
    expect(laterText).toContain('Issued by Renamed Legal Inc.');
  });

  it('is corrected by a new numbered receipt that names the one it replaces', async () => {
    const office = await signInAs(server, 'office');
    const orderNumber = await placeOn(server, NAVAGRAHA_HOMA, 'ravi@example.com');
    const original = await office.call('GET', `/orders/${orderNumber}/receipt.pdf`);
    expect(original.status).toBe(200);
    const corrected = await office.call('POST', `/orders/${orderNumber}/receipt/corrections`, {
      reason: 'The payer’s name was misspelt',
    });
    expect(await corrected.json()).toEqual({
      receiptNumber: `${orderNumber}-C1`,
      replaces: orderNumber,
    });
    const current = await office.call('GET', `/orders/${orderNumber}/receipt.pdf`);
    expect(current.headers.get('content-disposition')).toContain(`receipt-${orderNumber}-C1.pdf`);
    const text = await pdfText(new Uint8Array(await current.arrayBuffer()));
    expect(text).toContain('Corrected receipt');
    expect(text).toContain(`Receipt number ${orderNumber}-C1 Replaces receipt ${orderNumber}`);
    const again = await office.call('POST', `/orders/${orderNumber}/receipt/corrections`, {
      reason: 'Again',
    });
    expect(await again.json()).toEqual({
      receiptNumber: `${orderNumber}-C2`,
      replaces: `${orderNumber}-C1`,
    });
    const unknown = await office.call('POST', '/orders/NOSUCH1/receipt/corrections', {
      reason: 'x',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the console refuses what a receipt could not state truthfully', () => {
  const fieldsOf = async (response: Response) => {
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: { path: string }[] } };
    return body.error.fields.map((f) => f.path);
  };

  it('an EIN not nn-nnnnnnn, and block words without their required elements', async () => {
    const office = await signInAs(server, 'office');
    for (const ein of ['123456789', '12-345678', 'XX-XXXXXXX', '12 3456789']) {
      const response = await office.call('PUT', '/temple-details/receipt-wording', {
        ...LEGAL,
        ein,
      });
      expect(await fieldsOf(response)).toEqual(['ein']);
    }
    const response = await office.call('PUT', '/temple-details/receipt-wording', {
      ...LEGAL,
      wording: {
        ...DEFAULT_WORDING,
        goods: 'You received prasad.',
        service: 'Thank you for your gift.',
      },
    });
    expect((await fieldsOf(response)).sort()).toEqual(['wording.goods', 'wording.service']);
  });

  it('a goods value above the price, goods without a value, a missing treatment', async () => {
    const office = await signInAs(server, 'office');
    const put = (id: number, body: unknown) => office.call('PUT', `/pujas/${id}/tax-terms`, body);
    const above = await put(NAVAGRAHA_HOMA, {
      treatment: 'GOODS',
      goodsDescription: 'prasad',
      goodsValueCents: 101_01,
    });
    expect(await fieldsOf(above)).toEqual(['goodsValueCents']);
    expect(await fieldsOf(await put(NAVAGRAHA_HOMA, { treatment: 'GOODS' }))).toEqual([
      'goodsDescription',
      'goodsValueCents',
    ]);
    expect(await fieldsOf(await put(NAVAGRAHA_HOMA, { goodsValueCents: 100 }))).toEqual([
      'treatment',
    ]);
    expect(await fieldsOf(await put(RECOMMENDATION, { treatment: 'INTANGIBLE' }))).toEqual([
      'treatment',
    ]);
  });
});

describe('a production server', () => {
  it('issues no receipt while the legal details are the sample', async () => {
    const fresh = await startApiServer({ payments: createFakeGateway() });
    try {
      const orderNumber = await placeOn(fresh, NAVAGRAHA_HOMA, 'asha@example.com');
      const production = receiptPolicy({ environment: 'production' });
      expect(production).toEqual({ production: true });
      await expect(
        orderReceiptFile(fresh.database.db, orderNumber, testNow(), production),
      ).rejects.toMatchObject({ statusCode: 503, code: 'RECEIPTS_NOT_READY' });
      const issued = await fresh.database.db
        .selectFrom('issued_receipts')
        .select('receipt_number')
        .execute();
      expect(issued).toEqual([]);
      // Off production the sample is issued, labelled as one.
      const sandbox = await orderReceiptFile(fresh.database.db, orderNumber, testNow(), {
        production: false,
      });
      expect(await pdfText(sandbox!.bytes)).toContain('XX-XXXXXXX (sample)');
    } finally {
      await fresh.close();
    }
  });
});
