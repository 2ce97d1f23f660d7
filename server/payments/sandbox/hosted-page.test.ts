/**
 * The sandbox's Accept Hosted stand-in: a token from the client's
 * createHostedPaymentToken, the form posted with it, a card paid on the page,
 * and the payment found afterwards by invoice, as the site reconciles it.
 */
import { describe, expect, it } from 'vitest';
import { startPaymentTestServer } from '../test-support/sandbox-test-server';
import { SANDBOX_HOSTED_FORM_PATH, SANDBOX_HOSTED_PAY_PATH } from './paths';
import { startedForTheFile } from '../../test-support/for-the-file';
import { testNowMs } from '../../../tests/test-support/test-clock';
import { futureExpiry } from '../../../tests/test-support/test-card';

/** Lookups search the settled batches since this instant too. */
const SINCE = new Date(testNowMs() - 3_600_000).toISOString();

const server = startedForTheFile(() => startPaymentTestServer());

const billTo = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  address: '9 Lake St',
  city: 'Toronto',
  state: 'ON',
  zip: 'M5V 2T6',
  country: 'CA',
};

async function newToken(invoiceNumber: string) {
  return server.client().createHostedPaymentToken({
    invoiceNumber,
    amountCents: 10_100,
    description: 'Navagraha Homa <for two>',
    customer: { email: 'ravi@example.org' },
    billTo,
    returnUrl: 'http://localhost:8080/order-a-puja-online?paid=1',
    cancelUrl: 'http://localhost:8080/order-a-puja-online',
  });
}

function postForm(path: string, fields: Record<string, string>) {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const card = {
  cardNumber: '4111 1111 1111 1111',
  month: '08',
  year: futureExpiry().year,
  cardCode: '123',
  fullName: 'Ravi Kumar',
  zip: 'M5V 2T6',
};

describe('the sandbox hosted payment page', () => {
  it('gives a token and our own form URL', async () => {
    const hosted = await newToken('HP1');
    expect(hosted.formUrl).toBe(SANDBOX_HOSTED_FORM_PATH);
    expect(hosted.token.length).toBeGreaterThan(40);
  });

  it('shows a labelled card form for the token, with the amount and escaped text', async () => {
    const { token } = await newToken('HP2');
    const response = await postForm(SANDBOX_HOSTED_FORM_PATH, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('$101.00');
    expect(html).toContain('Navagraha Homa &lt;for two&gt;');
    for (const field of ['cardNumber', 'month', 'year', 'cardCode', 'fullName', 'zip']) {
      expect(html).toContain(`<label for="${field}">`);
      expect(html).toContain(`id="${field}"`);
    }
    expect(html).not.toMatch(/<script|style=/);
  });

  it('refuses an unknown token', async () => {
    const response = await postForm(SANDBOX_HOSTED_FORM_PATH, { token: 'nope' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('not valid');
  });

  it('names the field in error, then takes the payment, which findByInvoice sees', async () => {
    const invoiceNumber = `HP${testNowMs()}`;
    const { token } = await newToken(invoiceNumber);
    const bad = await postForm(SANDBOX_HOSTED_PAY_PATH, { token, ...card, cardCode: '1' });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('There is a problem');
    expect(badHtml).toContain('href="#cardCode"');
    expect(badHtml).toContain('aria-invalid="true"');
    expect(badHtml).not.toContain('4111 1111 1111 1111"');

    const paid = await postForm(SANDBOX_HOSTED_PAY_PATH, { token, ...card });
    expect(paid.status).toBe(200);
    const html = await paid.text();
    expect(html).toContain('Payment approved');
    expect(html).toContain('href="http://localhost:8080/order-a-puja-online?paid=1"');
    const found = await server.client().findByInvoice(invoiceNumber, 10_100, SINCE);
    expect(found).toMatchObject({ approved: true, status: 'capturedPendingSettlement' });

    const again = await postForm(SANDBOX_HOSTED_PAY_PATH, { token, ...card });
    expect(await again.text()).toContain('already paid');
  });

  it('shows a decline for billing ZIP 46282 and lets the visitor try again', async () => {
    const { token } = await newToken(`HD${testNowMs()}`);
    const declined = await postForm(SANDBOX_HOSTED_PAY_PATH, { token, ...card, zip: '46282' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('This transaction has been declined.');
    const paid = await postForm(SANDBOX_HOSTED_PAY_PATH, { token, ...card });
    expect(await paid.text()).toContain('Payment approved');
  });
});

describe('the token stays out of URLs', () => {
  it('does not take the token from a query string', async () => {
    const { token } = await newToken('HPGET');
    const response = await fetch(
      `${server.baseUrl}${SANDBOX_HOSTED_FORM_PATH}?token=${encodeURIComponent(token)}`,
    );
    expect(response.status).toBe(404);
  });
});
