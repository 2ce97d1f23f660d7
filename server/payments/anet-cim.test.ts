/**
 * The client's Customer Information Manager calls against the local sandbox
 * gateway over real HTTP: a profile made from a paid charge, read, charged,
 * its hosted page token, deleted; a profile the gateway no longer has answers
 * E00040 and is never charged.
 */
import { describe, expect, it } from 'vitest';
import { startPaymentTestServer } from './test-support/sandbox-test-server';
import { startedForTheFile } from '../test-support/for-the-file';
import { chargeRequest, newInvoice, withZip } from './test-support/anet-requests';
import type { ChargeRequest, ProfilePayment } from './gateway';

const server = startedForTheFile(() => startPaymentTestServer({ slowAnswerMs: 10 * 60_000 }));

async function paidCharge(number: string, zip = '46201') {
  const nonce = await server.nonceFor({ number });
  return server.client().charge(withZip(chargeRequest(nonce), zip));
}

function profileCharge(profile: ProfilePayment): ChargeRequest {
  const fields = chargeRequest('unused');
  return { ...fields, opaqueData: undefined, invoiceNumber: newInvoice(), profile };
}

describe('customer profiles through the sandbox gateway', () => {
  it('keeps the card of an approved charge: ids, brand and last four only', async () => {
    const charged = await paidCharge('5424000000000015');
    if (charged.outcome !== 'APPROVED') throw new Error(`not approved: ${charged.outcome}`);
    const client = server.client();
    const made = await client.createProfileFromTransaction({
      transId: charged.transId,
      customer: { id: 'D42', email: 'asha@example.org' },
    });
    expect(made).toMatchObject({
      outcome: 'CREATED',
      card: { cardType: 'MasterCard', lastFour: '0015' },
    });
    if (made.outcome !== 'CREATED') return;
    expect(Object.keys(made.card).sort()).toEqual([
      'cardType',
      'customerProfileId',
      'lastFour',
      'paymentProfileId',
    ]);
    expect(await client.getProfile(made.card.customerProfileId)).toEqual([made.card]);

    const result = await client.charge(profileCharge(made.card));
    expect(result).toMatchObject({
      outcome: 'APPROVED',
      accountNumber: 'XXXX0015',
      accountType: 'MasterCard',
    });

    const page = await client.createHostedProfileToken({
      customerProfileId: made.card.customerProfileId,
      returnUrl: 'https://temple.example/standing/back',
    });
    expect(page.token).toMatch(/^\S{32,}$/);
    expect(page.formUrl).toBe('/sandbox-gateway/customer/manage');
  });

  it('refuses a profile from a declined charge (E00040)', async () => {
    const declined = await paidCharge('4111111111111111', '46282');
    if (declined.outcome !== 'DECLINED') throw new Error(`not declined: ${declined.outcome}`);
    const made = await server.client().createProfileFromTransaction({
      transId: declined.transId ?? '',
      customer: { email: 'a@b.org' },
    });
    expect(made).toEqual({ outcome: 'REFUSED', code: 'E00040', message: expect.any(String) });
  });

  it('a deleted profile is gone: E00040 on reading, deleting and charging it', async () => {
    const charged = await paidCharge('4007000000027');
    if (charged.outcome !== 'APPROVED') throw new Error(`not approved: ${charged.outcome}`);
    const client = server.client();
    const made = await client.createProfileFromTransaction({
      transId: charged.transId,
      customer: { email: 'asha@example.org' },
    });
    if (made.outcome !== 'CREATED') throw new Error('no profile');
    expect(await client.deleteProfile(made.card.customerProfileId)).toBe(true);
    expect(await client.deleteProfile(made.card.customerProfileId)).toBe(false);
    expect(await client.getProfile(made.card.customerProfileId)).toBeNull();
    const result = await client.charge(profileCharge(made.card));
    expect(result).toMatchObject({ outcome: 'ERROR', code: 'E00040' });
  });

  it('refuses a charge with both a token and a profile, sending nothing', async () => {
    const request = chargeRequest('unused');
    const result = await server
      .client()
      .charge({ ...request, profile: { customerProfileId: '1', paymentProfileId: '2' } });
    expect(result).toMatchObject({ outcome: 'ERROR', code: 'INVALID_REQUEST' });
  });
});
