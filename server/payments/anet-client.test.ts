/**
 * The Authorize.net client against the local sandbox gateway over real HTTP:
 * charging and the wire format, on the test database engine (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL). Unclear answers and voids:
 * anet-reconciliation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { findOrderViolation, REQUEST_ORDERS } from './anet-schema';
import { startPaymentTestServer } from './test-support/sandbox-test-server';
import { SANDBOX_TEST_CARDS } from './sandbox/test-cards';
import { startedForTheFile } from '../test-support/for-the-file';
import { futureExpirationDate } from '../../tests/test-support/test-card';
import {
  chargeRequest,
  newInvoice,
  rawRequests,
  SINCE,
  withZip,
} from './test-support/anet-requests';

// A "slow" answer comes only after the test's own time limit: a client that
// does not time out would hang the test instead of seeing the approval.
const server = startedForTheFile(() => startPaymentTestServer({ slowAnswerMs: 10 * 60_000 }));
const { rawCharge } = rawRequests(server);

describe('charging through the sandbox gateway', () => {
  it.each(Object.entries(SANDBOX_TEST_CARDS))(
    'approves test card %s (%s)',
    async (number, brand) => {
      const cardCode = brand === 'AmericanExpress' ? '1234' : '123';
      const nonce = await server.nonceFor({ number, cardCode });
      const result = await server.client().charge(chargeRequest(nonce));
      expect(result).toMatchObject({
        outcome: 'APPROVED',
        accountType: brand,
        accountNumber: `XXXX${number.slice(-4)}`,
      });
      if (result.outcome !== 'APPROVED') return;
      expect(result.transId).toMatch(/^\d{11}$/);
      expect(result.authCode).toMatch(/^[A-Z0-9]{6}$/);
    },
  );

  it('declines billing ZIP 46282 with reason 2, recorded as declined', async () => {
    const client = server.client();
    const nonce = await server.nonceFor({ number: '4111111111111111' });
    const request = withZip(chargeRequest(nonce), '46282');
    const result = await client.charge(request);
    expect(result).toMatchObject({ outcome: 'DECLINED', code: '2' });
    if (result.outcome !== 'DECLINED') return;
    expect(result.transId).toMatch(/^\d{11}$/);
    const found = await client.getTransaction(result.transId ?? '');
    expect(found).toMatchObject({ status: 'declined', approved: false });
  });

  it('answers a decline with E00027 and transactionResponse errors, like Authorize.net', async () => {
    const { json } = await rawCharge('5424000000000015', (payment) => ({
      amount: '10.00',
      payment,
      billTo: { zip: '46282' },
    }));
    expect(json.messages).toEqual({
      resultCode: 'Error',
      message: [{ code: 'E00027', text: expect.any(String) }],
    });
    expect(json.transactionResponse).toMatchObject({
      responseCode: '2',
      errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }],
    });
  });

  it('refuses a repeat of the same card, amount and invoice inside duplicateWindow (reason 11)', async () => {
    const client = server.client();
    const invoiceNumber = newInvoice();
    const first = await client.charge(
      chargeRequest(await server.nonceFor({ number: '4007000000027' }), { invoiceNumber }),
    );
    expect(first.outcome).toBe('APPROVED');
    const second = await client.charge(
      chargeRequest(await server.nonceFor({ number: '4007000000027' }), { invoiceNumber }),
    );
    expect(second).toMatchObject({ outcome: 'DECLINED', code: '11' });
    const otherAmount = await client.charge(
      chargeRequest(await server.nonceFor({ number: '4007000000027' }), {
        invoiceNumber,
        amountCents: 5200,
      }),
    );
    expect(otherAmount.outcome).toBe('APPROVED');
  });

  it('lets the duplicate window lapse: the same charge after it is approved again', async () => {
    const client = server.client({ duplicateWindowSeconds: 60 });
    const invoiceNumber = newInvoice();
    const charge = async () =>
      client.charge(
        chargeRequest(await server.nonceFor({ number: '4012888818888' }), { invoiceNumber }),
      );
    expect((await charge()).outcome).toBe('APPROVED');
    server.advanceClock(61_000);
    expect((await charge()).outcome).toBe('APPROVED');
  });

  it('refuses a reused nonce with E00114 and never charges twice', async () => {
    const client = server.client();
    const nonce = await server.nonceFor({ number: '6011000000000012' });
    const invoiceNumber = newInvoice();
    expect((await client.charge(chargeRequest(nonce, { invoiceNumber }))).outcome).toBe('APPROVED');
    const again = await client.charge(chargeRequest(nonce, { invoiceNumber: newInvoice() }));
    expect(again).toEqual({ outcome: 'ERROR', code: 'E00114', message: 'Invalid OTS Token.' });
    const unknown = await client.charge(chargeRequest('bm90LWEtbm9uY2U='));
    expect(unknown).toMatchObject({ outcome: 'ERROR', code: 'E00114' });
  });

  it('refuses a nonce older than 15 minutes with E00115', async () => {
    const nonce = await server.nonceFor({ number: '3088000000000017' });
    server.advanceClock(15 * 60 * 1000 + 1000);
    const result = await server.client().charge(chargeRequest(nonce));
    expect(result).toMatchObject({ outcome: 'ERROR', code: 'E00115' });
  });

  it('refuses wrong credentials with E00007 (transaction key and client key)', async () => {
    const nonce = await server.nonceFor({ number: '4111111111111111' });
    const result = await server
      .client({ transactionKey: 'wrong-key' })
      .charge(chargeRequest(nonce));
    expect(result).toMatchObject({ outcome: 'ERROR', code: 'E00007' });
    // The nonce was not spent by the refused request.
    expect((await server.client().charge(chargeRequest(nonce))).outcome).toBe('APPROVED');
    const { json } = await server.rawRequest({
      securePaymentContainerRequest: {
        merchantAuthentication: { name: server.config.anet.apiLoginId, clientKey: 'nope' },
        data: {
          type: 'TOKEN',
          id: '1',
          token: { cardNumber: '4111111111111111', expirationDate: futureExpirationDate() },
        },
      },
    });
    expect(json.messages).toMatchObject({ resultCode: 'Error', message: [{ code: 'E00007' }] });
  });

  it('refuses a valid card number that is not a sandbox test card (reason 6)', async () => {
    const nonce = await server.nonceFor({ number: '4242424242424242' });
    const result = await server.client().charge(chargeRequest(nonce));
    expect(result).toMatchObject({ outcome: 'DECLINED', code: '6' });
  });
});

describe('the wire format', () => {
  it('rejects out-of-order fields with E00003, as the real API does', async () => {
    // payment before amount: the schema's order is amount first.
    const { json } = await rawCharge('4111111111111111', (payment) => ({
      payment,
      amount: '10.00',
    }));
    expect(json.messages).toMatchObject({ resultCode: 'Error', message: [{ code: 'E00003' }] });
    expect(JSON.stringify(json.messages)).toContain("invalid child element 'amount'");
    const topLevel = await server.rawRequest({
      createTransactionRequest: {
        refId: '1',
        merchantAuthentication: { name: 'a', transactionKey: 'b' },
        transactionRequest: { transactionType: 'authCaptureTransaction' },
      },
    });
    expect(topLevel.json.messages).toMatchObject({ message: [{ code: 'E00003' }] });
  });

  it('sends every request in schema order, with amounts as strings and an explicit duplicateWindow', async () => {
    const sent: Record<string, unknown>[] = [];
    const recording: typeof fetch = async (input, init) => {
      sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return fetch(input, init);
    };
    const client = server.client({ fetch: recording });
    const request = chargeRequest(await server.nonceFor({ number: '4111111111111111' }), {
      description: 'x'.repeat(400),
      invoiceNumber: 'INV-0123456789012345678',
      shipTo: chargeRequest('').billTo,
    });
    const result = await client.charge(request);
    expect(result.outcome).toBe('APPROVED');
    if (result.outcome !== 'APPROVED') return;
    await client.getTransaction(result.transId);
    await client.findByInvoice('INV-01234567890123', 5100, SINCE);
    await client.voidTransaction(result.transId);
    await client.createHostedPaymentToken({
      invoiceNumber: newInvoice(),
      amountCents: 1234,
      description: 'Puja',
      customer: { email: 'a@example.org' },
      billTo: request.billTo,
      returnUrl: 'http://localhost/return',
      cancelUrl: 'http://localhost/cancel',
    });
    expect(sent.map((body) => Object.keys(body)[0])).toEqual([
      'createTransactionRequest',
      'getTransactionDetailsRequest',
      'getUnsettledTransactionListRequest',
      // Not among the unsettled: the batches settled since then are searched too.
      'getSettledBatchListRequest',
      'createTransactionRequest',
      'getHostedPaymentPageRequest',
    ]);
    for (const body of sent) {
      const [name, inner] = Object.entries(body)[0] ?? [];
      expect(findOrderViolation(inner, REQUEST_ORDERS[name ?? '']!, name ?? '')).toBeNull();
    }
    const charge = (sent[0]?.createTransactionRequest as Record<string, unknown>)
      .transactionRequest as Record<string, unknown>;
    expect(charge.amount).toBe('51.00');
    expect(charge.order).toEqual({
      invoiceNumber: 'INV-0123456789012345',
      description: 'x'.repeat(255),
    });
    expect(charge.customerIP).toBe('127.0.0.1');
    expect(charge.transactionSettings).toEqual({
      setting: [{ settingName: 'duplicateWindow', settingValue: '600' }],
    });
  });

  it('starts every answer with a UTF-8 BOM, which the client strips', async () => {
    const { bytes } = await server.rawRequest({
      getTransactionDetailsRequest: {
        merchantAuthentication: { name: 'x', transactionKey: 'y' },
        transId: '1',
      },
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(() => JSON.parse(text)).toThrow();
    // A fetch whose body keeps the BOM (as raw http would) still parses.
    const rawFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const raw = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
        await response.arrayBuffer(),
      );
      expect(raw.charCodeAt(0)).toBe(0xfeff);
      return { status: response.status, text: async () => raw } as Response;
    };
    const lookup = await server.client({ fetch: rawFetch }).getTransaction('99999999999');
    expect(lookup).toBeNull();
  });
});
