/**
 * The Authorize.net client against the local sandbox gateway over real HTTP:
 * unclear answers (timeouts, garbled answers) found again by reconciliation,
 * and voids, on the test database engine (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL).
 */
import { describe, expect, it } from 'vitest';
import { startPaymentTestServer } from './test-support/sandbox-test-server';
import { SLOW_ANSWER_ZIP, GARBLED_ANSWER_ZIP } from './sandbox/test-cards';
import { startedForTheFile } from '../test-support/for-the-file';
import { chargeRequest, newInvoice, SINCE, withZip } from './test-support/anet-requests';

// A "slow" answer comes only after the test's own time limit: a client that
// does not time out would hang the test instead of seeing the approval.
const server = startedForTheFile(() => startPaymentTestServer({ slowAnswerMs: 10 * 60_000 }));

describe('unclear answers and reconciliation', () => {
  it('reports UNKNOWN on a timeout; findByInvoice then finds the approved charge', async () => {
    const nonce = await server.nonceFor({ number: '4111111111111111' });
    const request = withZip(chargeRequest(nonce), SLOW_ANSWER_ZIP);
    // Only the slow charge gets the 300 ms limit: a lookup on a busy machine may take longer.
    const result = await server.client({ timeoutMs: 300 }).charge(request);
    expect(result).toEqual({ outcome: 'UNKNOWN', message: 'No answer in 300 ms' });
    const client = server.client();
    const found = await client.findByInvoice(request.invoiceNumber, request.amountCents, SINCE);
    expect(found).toMatchObject({
      invoiceNumber: request.invoiceNumber,
      amountCents: 5100,
      status: 'capturedPendingSettlement',
      approved: true,
    });
    expect(await client.findByInvoice(request.invoiceNumber, 5101, SINCE)).toBeNull();
    const details = await client.getTransaction(found?.transId ?? '');
    expect(details).toEqual(found);
  });

  it('reports UNKNOWN for an answer cut short, and the charge is found', async () => {
    const client = server.client();
    const request = withZip(
      chargeRequest(await server.nonceFor({ number: '2223000010309703' })),
      GARBLED_ANSWER_ZIP,
    );
    const result = await client.charge(request);
    expect(result).toMatchObject({ outcome: 'UNKNOWN' });
    const found = await client.findByInvoice(request.invoiceNumber, request.amountCents, SINCE);
    expect(found?.approved).toBe(true);
  });

  it('reports UNKNOWN when the gateway cannot be reached, and lookups throw', async () => {
    const client = server.client({ apiUrl: 'http://127.0.0.1:9/xml/v1/request.api' });
    const result = await client.charge(chargeRequest('whatever'));
    expect(result.outcome).toBe('UNKNOWN');
    await expect(client.findByInvoice('X', 1, SINCE)).rejects.toMatchObject({
      name: 'GatewayError',
    });
  });

  it('pages through the unsettled list to find an older charge', async () => {
    const invoiceNumber = newInvoice();
    const client = server.client();
    const result = await client.charge(
      chargeRequest(await server.nonceFor({ number: '38000000000006' }), { invoiceNumber }),
    );
    expect(result.outcome).toBe('APPROVED');
    const later = new Date(server.now().getTime() + 3_600_000);
    const rows = Array.from({ length: 150 }, (_, i) => ({
      trans_id: String(30_000_000_000 + i),
      ref_id: null,
      transaction_type: 'authCaptureTransaction',
      invoice_number: `FILLER${i}`,
      description: null,
      amount_cents: 100,
      status: 'capturedPendingSettlement',
      response_code: 1,
      reason_code: 1,
      auth_code: 'ABC123',
      avs_result: 'Y',
      cvv_result: 'M',
      account_type: 'Visa',
      account_number: 'XXXX1111',
      card_key: 'filler',
      first_name: null,
      last_name: null,
      email: null,
      bill_zip: null,
      submitted_at: new Date(later.getTime() + i * 1000).toISOString(),
      voided_at: null,
    }));
    await server.database.db.insertInto('sandbox_transactions').values(rows).execute();
    const sent: string[] = [];
    const counting: typeof fetch = async (input, init) => {
      sent.push(String(init?.body));
      return fetch(input, init);
    };
    const found = await server
      .client({ fetch: counting })
      .findByInvoice(invoiceNumber, 5100, SINCE);
    expect(found?.transId).toBe(result.outcome === 'APPROVED' ? result.transId : '');
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(sent[1]).toContain('"offset":"2"');
  });

  it('keeps the ledger across a restart: a new server finds the charge', async () => {
    const first = await startPaymentTestServer({ database: server.database });
    const request = chargeRequest(
      await first.nonceFor({ number: '370000000000002', cardCode: '1234' }),
    );
    expect((await first.client().charge(request)).outcome).toBe('APPROVED');
    await first.stop();
    const second = await startPaymentTestServer({ database: server.database });
    try {
      const found = await second
        .client()
        .findByInvoice(request.invoiceNumber, request.amountCents, SINCE);
      expect(found?.approved).toBe(true);
    } finally {
      await second.stop();
    }
  });
});

describe('voiding', () => {
  it('voids an unsettled charge once; a second void is confirmed as already voided', async () => {
    const client = server.client();
    const result = await client.charge(
      chargeRequest(await server.nonceFor({ number: '4111111111111111' })),
    );
    expect(result.outcome).toBe('APPROVED');
    if (result.outcome !== 'APPROVED') return;
    expect(await client.voidTransaction(result.transId)).toBe(true);
    expect(await client.getTransaction(result.transId)).toMatchObject({
      status: 'voided',
      approved: false,
    });
    expect(await client.voidTransaction(result.transId)).toBe(true);
    expect(await client.voidTransaction('12345678901')).toBe(false);
  });
});
