/**
 * The AcceptUI stand-in as a browser meets it (jsdom, loading our server's
 * scripts and frame): a page with an `AcceptUI` button and the same data
 * attributes Authorize.net documents; a click opens the lightbox, whose form
 * is an iframe on our origin; the main document never holds a card field; the
 * form's token reaches the named global response handler and is charged.
 */
// @ts-expect-error -- jsdom ships no type declarations and @types/jsdom is not installed
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { AcceptResponse } from '../../../domain/accept-js';
import { startPaymentTestServer } from '../test-support/sandbox-test-server';
import { SANDBOX_ACCEPTUI_FORM_PATH, SANDBOX_ACCEPTUI_PATH } from './paths';
import { startedForTheFile } from '../../test-support/for-the-file';
import { testNowMs } from '../../../tests/test-support/test-clock';
import { futureExpiry } from '../../../tests/test-support/test-card';

interface Win {
  document: Document;
  addEventListener(type: string, listener: () => void): void;
  close(): void;
  [name: string]: unknown;
}

const server = startedForTheFile(() => startPaymentTestServer());

async function page(): Promise<Win> {
  const dom = new JSDOM(
    `<!doctype html><html lang="en"><head><script src="${SANDBOX_ACCEPTUI_PATH}" charset="utf-8"></script></head>
<body><main><button type="button" class="AcceptUI"
 data-billingAddressOptions='{"show":false,"required":false}'
 data-apiLoginID="${server.config.anet.apiLoginId}"
 data-clientKey="${server.config.anet.clientKey}"
 data-acceptUIFormBtnTxt="Pay $21.00"
 data-acceptUIFormHeaderTxt="Card details"
 data-paymentOptions='{"showCreditCard":true,"showBankAccount":false}'
 data-responseHandler="onCardResponse">Pay by card</button></main></body></html>`,
    {
      url: `${server.baseUrl}/order-a-puja-online`,
      runScripts: 'dangerously',
      resources: 'usable',
      beforeParse(win: { fetch: typeof fetch }) {
        win.fetch = fetch;
      },
    },
  ) as { window: Win };
  await new Promise<void>((resolve) => dom.window.addEventListener('load', () => resolve()));
  return dom.window;
}

function frameLoaded(frame: HTMLIFrameElement): Promise<Win> {
  return new Promise((resolve) => {
    const ready = () => {
      const win = frame.contentWindow as unknown as Win | null;
      if (win?.document.querySelector('form#acceptui-form')) resolve(win);
      else frame.addEventListener('load', ready, { once: true });
    };
    ready();
  });
}

describe('the AcceptUI stand-in', () => {
  it('opens its form in a lightbox iframe on our origin and hands the token to the handler', async () => {
    const win = await page();
    try {
      const answered = new Promise<AcceptResponse>((resolve) => {
        win.onCardResponse = resolve;
      });
      const button = win.document.querySelector<HTMLButtonElement>('button.AcceptUI')!;
      button.click();
      const dialog = win.document.querySelector('[role="dialog"]')!;
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      const frame = dialog.querySelector('iframe')!;
      expect(new URL(frame.src).origin).toBe(server.baseUrl);
      expect(new URL(frame.src).pathname).toBe(SANDBOX_ACCEPTUI_FORM_PATH);
      // The page itself never holds a card field: only the frame does.
      expect(win.document.querySelectorAll('input')).toHaveLength(0);
      const form = await frameLoaded(frame);
      // jsdom has no fetch of its own: lend the frame Node's, as a browser would have one.
      form.fetch = fetch;
      // jsdom's postMessage leaves event.origin empty (not implemented); a browser stamps the
      // sender's origin, which the stand-in checks. Stamp it as a browser would.
      const MessageEventOf = win.MessageEvent as typeof MessageEvent;
      // Delivered after the sender's own code, as a browser does (no timer involved).
      win.postMessage = (data: unknown) => {
        queueMicrotask(() => {
          (win as unknown as EventTarget).dispatchEvent(
            new MessageEventOf('message', { data, origin: new URL(frame.src).origin }),
          );
        });
      };
      const set = (name: string, value: string) => {
        (form.document.getElementById(name) as HTMLInputElement).value = value;
      };
      set('cardNumber', '4111 1111 1111 1111');
      set('month', '12');
      set('year', futureExpiry().year);
      set('cardCode', '123');
      form.document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      const response = await answered;
      expect(response.messages).toEqual({
        resultCode: 'Ok',
        message: [{ code: 'I_WC_01', text: 'Successful.' }],
      });
      expect(win.document.querySelector('[role="dialog"]')).toBeNull();
      expect(win.document.activeElement).toBe(button);
      const charged = await server.client().charge({
        invoiceNumber: `AUI${testNowMs().toString().slice(-10)}`,
        refId: 'aui',
        amountCents: 2100,
        opaqueData: response.opaqueData!,
        description: 'Archana',
        lineItems: [],
        customer: { email: 'a@example.org' },
        billTo: {
          firstName: 'Asha',
          lastName: 'Nair',
          address: '1 Road',
          city: 'San Ramon',
          state: 'CA',
          zip: '94583',
          country: 'US',
        },
      });
      expect(charged.outcome).toBe('APPROVED');
    } finally {
      win.close();
    }
  });

  it('serves the form framable by our own pages only', async () => {
    const response = await fetch(`${server.baseUrl}${SANDBOX_ACCEPTUI_FORM_PATH}?headerText=x`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
