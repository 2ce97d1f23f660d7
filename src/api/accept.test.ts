import { afterEach, describe, expect, it } from 'vitest';
import type { AcceptResponse, AcceptSecureData } from '../domain/accept-js';
import { dispatchCard, SCRIPT_MISSING } from './accept';

type Global = { Accept?: unknown };
const config = { apiLoginID: 'login', clientKey: 'key' };
const card = { cardNumber: '4111111111111111', month: '12', year: '2030', cardCode: '123' };

afterEach(() => {
  delete (globalThis as Global).Accept;
});

function fakeAccept(response: AcceptResponse) {
  const seen: AcceptSecureData[] = [];
  (globalThis as Global).Accept = {
    dispatchData(data: AcceptSecureData, handler: (r: AcceptResponse) => void) {
      seen.push(data);
      queueMicrotask(() => handler(response));
    },
  };
  return seen;
}

describe('dispatchCard', () => {
  it('resolves with the opaque token and sends the card only to Accept.js', async () => {
    const seen = fakeAccept({
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce' },
      messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
    });
    await expect(dispatchCard(config, card)).resolves.toEqual({
      dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
      dataValue: 'nonce',
    });
    expect(seen[0]).toEqual({
      authData: { apiLoginID: 'login', clientKey: 'key' },
      cardData: card,
    });
  });

  it('rejects with Accept.js’s messages', async () => {
    fakeAccept({
      messages: {
        resultCode: 'Error',
        message: [{ code: 'E_WC_05', text: 'Please provide valid credit card number.' }],
      },
    });
    await expect(dispatchCard(config, card)).rejects.toEqual({
      messages: [{ code: 'E_WC_05', text: 'Please provide valid credit card number.' }],
    });
  });

  it('rejects when the script did not load', async () => {
    await expect(dispatchCard(config, card)).rejects.toBe(SCRIPT_MISSING);
  });
});
