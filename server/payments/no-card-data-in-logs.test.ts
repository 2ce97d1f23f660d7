/**
 * Card data never reaches a log: a whole sandbox flow (nonce, charge, decline,
 * timeout, lookup, void, hosted page) with every log line captured at trace
 * level, server and client alike, searched for the card number, the card code
 * and the opaque token.
 */
import { expect, it } from 'vitest';
import type { PaymentLogger } from './anet-client';
import type { ChargeRequest } from './gateway';
import { startPaymentTestServer } from './test-support/sandbox-test-server';
import { SANDBOX_HOSTED_PAY_PATH } from './sandbox/paths';
import { SLOW_ANSWER_ZIP } from './sandbox/test-cards';
import { startedForTheFile } from '../test-support/for-the-file';
import { testNowMs } from '../../tests/test-support/test-clock';
import { futureExpiry } from '../../tests/test-support/test-card';

/** Lookups search the settled batches since this instant too. */
const SINCE = new Date(testNowMs() - 3_600_000).toISOString();

const lines: string[] = [];
const logger: PaymentLogger = {
  info: (details, message) => lines.push(JSON.stringify({ ...details, message })),
  warn: (details, message) => lines.push(JSON.stringify({ ...details, message })),
  error: (details, message) => lines.push(JSON.stringify({ ...details, message })),
};
const server = startedForTheFile(() =>
  startPaymentTestServer({
    slowAnswerMs: 2_000,
    logStream: { write: (line) => void lines.push(line) },
  }),
);

const request = (dataValue: string, zip: string, invoiceNumber: string): ChargeRequest => ({
  invoiceNumber,
  refId: invoiceNumber,
  amountCents: 3300,
  opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue },
  description: 'Puja',
  lineItems: [],
  customer: { email: 'a@example.org' },
  billTo: {
    firstName: 'A',
    lastName: 'B',
    address: '1 Road',
    city: 'Town',
    state: 'IN',
    zip,
    country: 'US',
  },
});

it('logs outcomes and invoice numbers, never the card number, card code or token', async () => {
  const card = '6011000000000012';
  // Only the slow answer's charge runs out of time (2 s answer, 300 ms limit);
  // every other call has the usual limit, so a busy machine cannot time it out.
  const client = server.client({ logger });
  const impatient = server.client({ logger, timeoutMs: 300 });
  const nonces: string[] = [];
  for (const [zip, invoice] of [
    ['46201', 'LOG1'],
    ['46282', 'LOG2'],
    [SLOW_ANSWER_ZIP, 'LOG3'],
  ] as const) {
    const nonce = await server.nonceFor({ number: card, cardCode: '737' });
    nonces.push(nonce);
    await (zip === SLOW_ANSWER_ZIP ? impatient : client).charge(request(nonce, zip, invoice));
  }
  await client.charge(request(nonces[0] ?? '', '46201', 'LOG4'));
  const found = await client.findByInvoice('LOG3', 3300, SINCE);
  expect(found?.approved).toBe(true);
  await client.voidTransaction(found?.transId ?? '');
  const hosted = await client.createHostedPaymentToken({
    invoiceNumber: 'LOG5',
    amountCents: 100,
    description: 'x',
    customer: { email: 'a@example.org' },
    billTo: request('', '46201', '').billTo,
    returnUrl: 'http://localhost/r',
    cancelUrl: 'http://localhost/c',
  });
  await fetch(`${server.baseUrl}${SANDBOX_HOSTED_PAY_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: hosted.token,
      cardNumber: card,
      ...futureExpiry(),
      cardCode: '737',
      fullName: 'A B',
      zip: '46201',
    }).toString(),
  });

  const log = lines.join('\n');
  expect(log).toContain('LOG1');
  expect(log).toContain('payment charge answer lost');
  expect(log).not.toContain(card);
  expect(log).not.toContain('0000000000012');
  // Digit-bounded: timestamps and ports may contain these digits.
  expect(log).not.toMatch(/(^|\D)737(\D|$)/);
  expect(log).not.toContain(hosted.token);
  for (const nonce of nonces) expect(log).not.toContain(nonce);
});
