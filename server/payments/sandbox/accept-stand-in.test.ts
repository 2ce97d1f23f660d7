/**
 * The Accept.js stand-in as a browser meets it: loaded by a <script src> tag
 * from our server into jsdom, then `Accept.dispatchData` is called the way the
 * site calls it, and its nonce is charged through the real client.
 */
// @ts-expect-error -- jsdom ships no type declarations and @types/jsdom is not installed
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcceptResponse, AcceptSecureData } from '../../../src/domain/accept-js';
import { SANDBOX_ACCEPT_JS_PATH } from '../../../src/domain/environments';
import {
  startPaymentTestServer,
  type PaymentTestServer,
} from '../test-support/sandbox-test-server';

interface BrowserWindow {
  Accept: { dispatchData(data: unknown, handler: unknown): void };
  addEventListener(type: string, listener: () => void): void;
  close(): void;
  [name: string]: unknown;
}

let server: PaymentTestServer;
let window: BrowserWindow;

async function loadPage(baseUrl: string): Promise<BrowserWindow> {
  const dom = new JSDOM(
    `<!doctype html><html><head><script src="${SANDBOX_ACCEPT_JS_PATH}" charset="utf-8"></script></head><body></body></html>`,
    {
      url: `${baseUrl}/order-a-puja-online`,
      runScripts: 'dangerously',
      resources: 'usable',
      // jsdom has no fetch of its own: lend it Node's, as a browser would have one.
      beforeParse(win: { fetch: typeof fetch }) {
        win.fetch = fetch;
      },
    },
  ) as { window: BrowserWindow };
  await new Promise<void>((resolve) => dom.window.addEventListener('load', () => resolve()));
  return dom.window;
}

function dispatch(data: unknown, handlerName?: string): Promise<AcceptResponse> {
  return new Promise((resolve) => {
    if (handlerName) {
      window[handlerName] = resolve;
      window.Accept.dispatchData(data, handlerName);
    } else {
      window.Accept.dispatchData(data, resolve);
    }
  });
}

beforeAll(async () => {
  server = await startPaymentTestServer();
  window = await loadPage(server.baseUrl);
});
afterAll(async () => {
  window?.close();
  await server?.close();
});

const secureData = (card: Record<string, string> = {}): AcceptSecureData => ({
  authData: { apiLoginID: server.config.anet.apiLoginId, clientKey: server.config.anet.clientKey },
  cardData: {
    cardNumber: '4111 1111 1111 1111',
    month: '12',
    year: '2030',
    cardCode: '123',
    zip: '46201',
    fullName: 'Asha Devi',
    ...card,
  },
});

describe('the Accept.js stand-in', () => {
  it('is served as a classic script with a JavaScript content type and no eval', async () => {
    const response = await fetch(`${server.baseUrl}${SANDBOX_ACCEPT_JS_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const text = await response.text();
    expect(text).not.toMatch(/\beval\(|new Function\(|\bimport\s*[({]|\bexport\s/);
    expect(typeof window.Accept.dispatchData).toBe('function');
  });

  it('answers with a nonce that the server then charges', async () => {
    const response = await dispatch(secureData());
    expect(response.messages).toEqual({
      resultCode: 'Ok',
      message: [{ code: 'I_WC_01', text: 'Successful.' }],
    });
    expect(response.opaqueData?.dataDescriptor).toBe('COMMON.ACCEPT.INAPP.PAYMENT');
    const result = await server.client().charge({
      invoiceNumber: `AJS${Date.now()}`,
      refId: 'ajs',
      amountCents: 2100,
      opaqueData: response.opaqueData ?? { dataDescriptor: '', dataValue: '' },
      description: 'Archana',
      lineItems: [],
      customer: { email: 'a@example.org' },
      billTo: {
        firstName: 'Asha',
        lastName: 'Devi',
        address: '1 Road',
        city: 'Carmel',
        state: 'IN',
        zip: '46032',
        country: 'US',
      },
    });
    expect(result).toMatchObject({ outcome: 'APPROVED', accountNumber: 'XXXX1111' });
  });

  it('calls a handler given by the name of a global function', async () => {
    const response = await dispatch(secureData({ cardNumber: '5424000000000015' }), 'onCard');
    expect(response.messages.resultCode).toBe('Ok');
  });

  it.each([
    [{ cardNumber: '4111 1111 1111 1112' }, 'E_WC_05'],
    [{ month: '13' }, 'E_WC_06'],
    [{ year: '20301' }, 'E_WC_07'],
    [{ month: '01', year: '2020' }, 'E_WC_08'],
    [{ cardCode: '12' }, 'E_WC_15'],
    [{ zip: '' }, 'E_WC_16'],
    [{ fullName: '' }, 'E_WC_17'],
  ])('refuses card %o with %s before calling the gateway', async (card, code) => {
    const response = await dispatch(secureData(card));
    expect(response.opaqueData).toBeUndefined();
    expect(response.messages.resultCode).toBe('Error');
    expect(response.messages.message[0]?.code).toBe(code);
  });

  it('checks authData: E_WC_10, E_WC_18, and E_WC_04 without it', async () => {
    const base = secureData();
    const noLogin = { ...base, authData: { clientKey: 'k' } };
    const noKey = { ...base, authData: { apiLoginID: 'l' } };
    expect((await dispatch(noLogin)).messages.message[0]?.code).toBe('E_WC_10');
    expect((await dispatch(noKey)).messages.message[0]?.code).toBe('E_WC_18');
    expect((await dispatch({ cardData: base.cardData })).messages.message[0]?.code).toBe('E_WC_04');
  });

  it('reports E_WC_21 when the gateway rejects the credentials', async () => {
    const wrong = { ...secureData(), authData: { apiLoginID: 'someone', clientKey: 'else' } };
    const response = await dispatch(wrong);
    expect(response.messages).toMatchObject({
      resultCode: 'Error',
      message: [{ code: 'E_WC_21' }],
    });
  });
});
