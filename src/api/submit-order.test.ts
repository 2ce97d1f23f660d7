import { describe, expect, it } from 'vitest';
import { buildPujaOrder } from '../domain/order-builders';
import { LIVING_PERSON, SAMPLE_ADDRESS } from '../domain/test-support/fixtures';
import { submitOrder } from './submit-order';

const payload = buildPujaOrder(
  { people: [LIVING_PERSON], notes: '', shipping: SAMPLE_ADDRESS, billing: SAMPLE_ADDRESS },
  { costLookup: {} },
);

function answer(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('submitOrder', () => {
  it('posts JSON to the kind’s endpoint with the Idempotency-Key header', async () => {
    const { calls, fetchImpl } = answer(201, { orderNumber: 'P1', status: 'PAID', total: 51 });
    const outcome = await submitOrder('regionalPuja', payload, 'key-12345678', { fetchImpl });
    expect(outcome).toEqual({ status: 'PAID', orderNumber: 'P1', total: 51 });
    expect(calls[0]?.url).toBe('/puja-web-v2/addregionalorder.json');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-12345678');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
  });

  it.each([402, 422, 503])('reads %i with a DECLINED body as a decline', async (status) => {
    const { fetchImpl } = answer(status, {
      orderNumber: 'P2',
      status: 'DECLINED',
      error: { code: 'CARD_DECLINED', message: 'Declined.' },
    });
    expect(await submitOrder('puja', payload, 'k-12345678', { fetchImpl })).toEqual({
      status: 'DECLINED',
      orderNumber: 'P2',
      code: 'CARD_DECLINED',
      message: 'Declined.',
    });
  });

  it('reads 504 PAYMENT_UNKNOWN as a payment the server settles', async () => {
    const { fetchImpl } = answer(504, {
      orderNumber: 'P3',
      status: 'UNKNOWN',
      error: { code: 'PAYMENT_UNKNOWN', message: 'Do not pay again.' },
    });
    expect(await submitOrder('puja', payload, 'k-12345678', { fetchImpl })).toMatchObject({
      status: 'UNKNOWN',
      orderNumber: 'P3',
    });
  });

  it('reads 409 PAYMENT_IN_PROGRESS on a resubmission the same way', async () => {
    const { fetchImpl } = answer(409, {
      error: { code: 'PAYMENT_IN_PROGRESS', message: 'Still being confirmed.' },
    });
    const outcome = await submitOrder('puja', { ...payload, orderNumber: 'P4' }, 'k-12345678', {
      fetchImpl,
    });
    expect(outcome).toMatchObject({ status: 'UNKNOWN', orderNumber: 'P4' });
  });

  it('returns the named fields of a 400', async () => {
    const fields = [{ path: 'pujaOrderLineitems.0.firstName', message: 'Enter the first name' }];
    const { fetchImpl } = answer(400, { error: { code: 'VALIDATION', message: 'Bad', fields } });
    expect(await submitOrder('puja', payload, 'k-12345678', { fetchImpl })).toEqual({
      status: 'INVALID',
      message: 'Bad',
      fields,
    });
  });

  it('rejects with a retryable failure on a network error or a bare 5xx', async () => {
    const failing = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    await expect(submitOrder('puja', payload, 'k', { fetchImpl: failing })).rejects.toMatchObject({
      code: 'NETWORK',
    });
    const { fetchImpl } = answer(500, {});
    await expect(submitOrder('puja', payload, 'k', { fetchImpl })).rejects.toMatchObject({
      code: 'HTTP_500',
    });
  });
});
