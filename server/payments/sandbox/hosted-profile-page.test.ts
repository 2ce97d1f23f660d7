/**
 * The sandbox's Accept Customer stand-in: a token from the client's
 * createHostedProfileToken, the form posted with it showing the kept card
 * masked, a bad field named, a new card saved and then charged to the
 * profile (and a decline ZIP saved, declined), an expired or unknown token
 * refused, the token never taken from a URL.
 */
import { describe, expect, it } from 'vitest';
import { startPaymentTestServer } from '../test-support/sandbox-test-server';
import { chargeRequest, newInvoice, withZip } from '../test-support/anet-requests';
import type { ChargeRequest, StoredCard } from '../gateway';
import { SANDBOX_HOSTED_PROFILE_PATH, SANDBOX_HOSTED_PROFILE_SAVE_PATH } from './paths';
import { startedForTheFile } from '../../test-support/for-the-file';
import { futureExpiry } from '../../../tests/test-support/test-card';

const server = startedForTheFile(() => startPaymentTestServer());
const RETURN_URL = 'http://localhost:8080/standing/card-changed';

async function keptCard(number: string): Promise<StoredCard> {
  const nonce = await server.nonceFor({ number });
  const charged = await server.client().charge(withZip(chargeRequest(nonce), '46201'));
  if (charged.outcome !== 'APPROVED') throw new Error(`not approved: ${charged.outcome}`);
  const made = await server.client().createProfileFromTransaction({
    transId: charged.transId,
    customer: { email: 'asha@example.org' },
  });
  if (made.outcome !== 'CREATED') throw new Error('no profile');
  return made.card;
}

function profileCharge(card: StoredCard): ChargeRequest {
  return {
    ...chargeRequest('unused'),
    opaqueData: undefined,
    invoiceNumber: newInvoice(),
    profile: card,
  };
}

function postForm(path: string, fields: Record<string, string>) {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const newCard = {
  cardNumber: '6011 0000 0000 0012',
  month: '09',
  year: futureExpiry().year,
  cardCode: '321',
  fullName: 'Asha Nair',
  zip: '46201',
};

async function pageToken(card: StoredCard) {
  const page = await server
    .client()
    .createHostedProfileToken({ customerProfileId: card.customerProfileId, returnUrl: RETURN_URL });
  expect(page.formUrl).toBe(SANDBOX_HOSTED_PROFILE_PATH);
  return page.token;
}

describe('the sandbox hosted profile page', () => {
  it('shows the kept card masked and a labelled form, no script', async () => {
    const card = await keptCard('4111111111111111');
    const response = await postForm(SANDBOX_HOSTED_PROFILE_PATH, { token: await pageToken(card) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Visa ending in 1111');
    expect(html).not.toContain('4111111111111111');
    for (const field of ['cardNumber', 'month', 'year', 'cardCode', 'fullName', 'zip']) {
      expect(html).toContain(`<label for="${field}">`);
    }
    expect(html).toContain(`href="${RETURN_URL}"`);
    expect(html).not.toMatch(/<script|style=/);
  });

  it('names a bad field, then saves the new card, which the next charge uses', async () => {
    const card = await keptCard('4111111111111111');
    const token = await pageToken(card);
    const bad = await postForm(SANDBOX_HOSTED_PROFILE_SAVE_PATH, {
      token,
      ...newCard,
      month: '13',
    });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('There is a problem');
    expect(badHtml).toContain('href="#month"');
    expect(badHtml).not.toContain('6011 0000 0000 0012');

    const saved = await postForm(SANDBOX_HOSTED_PROFILE_SAVE_PATH, { token, ...newCard });
    expect(saved.status).toBe(200);
    const html = await saved.text();
    expect(html).toContain('Discover card ending in 0012');
    expect(html).toContain(`href="${RETURN_URL}"`);

    // Same ids, new card: what the site keeps (ids) stays right; brand and last four are re-read.
    expect(await server.client().getProfile(card.customerProfileId)).toEqual([
      { ...card, cardType: 'Discover', lastFour: '0012' },
    ]);
    expect(await server.client().charge(profileCharge(card))).toMatchObject({
      outcome: 'APPROVED',
      accountNumber: 'XXXX0012',
    });
  });

  it('a card saved with the decline ZIP is declined when charged, and can be changed again', async () => {
    const card = await keptCard('5424000000000015');
    const token = await pageToken(card);
    await postForm(SANDBOX_HOSTED_PROFILE_SAVE_PATH, { token, ...newCard, zip: '46282' });
    expect(await server.client().charge(profileCharge(card))).toMatchObject({
      outcome: 'DECLINED',
    });
    await postForm(SANDBOX_HOSTED_PROFILE_SAVE_PATH, { token, ...newCard });
    expect(await server.client().charge(profileCharge(card))).toMatchObject({
      outcome: 'APPROVED',
    });
  });

  it('refuses an unknown token, an expired one, and one whose profile was deleted', async () => {
    const unknown = await postForm(SANDBOX_HOSTED_PROFILE_PATH, { token: 'nope' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('not valid');

    const card = await keptCard('4007000000027');
    const token = await pageToken(card);
    server.advanceClock(16 * 60_000);
    const late = await postForm(SANDBOX_HOSTED_PROFILE_SAVE_PATH, { token, ...newCard });
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('expired');
    expect(await server.client().getProfile(card.customerProfileId)).toEqual([card]);

    const fresh = await pageToken(card);
    await server.client().deleteProfile(card.customerProfileId);
    const gone = await postForm(SANDBOX_HOSTED_PROFILE_PATH, { token: fresh });
    expect(gone.status).toBe(400);
  });

  it('does not take the token from a query string', async () => {
    const card = await keptCard('4111111111111111');
    const token = await pageToken(card);
    const response = await fetch(
      `${server.baseUrl}${SANDBOX_HOSTED_PROFILE_PATH}?token=${encodeURIComponent(token)}`,
    );
    expect(response.status).toBe(404);
  });
});
