/**
 * Browser code of the sandbox's AcceptUI stand-in (bundled by
 * acceptui-route.ts). Like Authorize.net's AcceptUI.js it turns every button
 * with class `AcceptUI` into a launcher: a click opens a lightbox whose form
 * lives in an iframe (here on our own origin), reads the button's data
 * attributes (data-apiLoginID, data-clientKey, data-acceptUIFormBtnTxt,
 * data-acceptUIFormHeaderTxt, data-billingAddressOptions,
 * data-paymentOptions, data-responseHandler), and hands the form's answer
 * ({ opaqueData, messages }) to the global function the button names. The
 * page itself never holds a card field. Buttons added later (single-page
 * apps) are picked up by a MutationObserver.
 */
import type { AcceptResponse } from '../../../domain/accept-js';
import { ACCEPTUI_MESSAGE_SOURCE, SANDBOX_ACCEPTUI_FORM_PATH } from './paths';

const scriptUrl =
  document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
const formUrl = new URL(SANDBOX_ACCEPTUI_FORM_PATH, scriptUrl || window.location.href);

let open: { overlay: HTMLElement; button: HTMLElement; handler: string } | null = null;

function close(): void {
  if (!open) return;
  const { overlay, button } = open;
  open = null;
  overlay.remove();
  button.focus();
}

function launch(button: HTMLElement): void {
  if (open) return;
  const data = button.dataset;
  const params = new URLSearchParams({
    apiLoginID: data.apiloginid ?? data.apiLoginID ?? '',
    clientKey: data.clientkey ?? data.clientKey ?? '',
    buttonText: data.acceptuiformbtntxt ?? data.acceptUIFormBtnTxt ?? 'Pay',
    headerText: data.acceptuiformheadertxt ?? data.acceptUIFormHeaderTxt ?? 'Card details',
    billing: data.billingaddressoptions ?? data.billingAddressOptions ?? '',
  });
  const overlay = document.createElement('div');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', params.get('headerText') ?? 'Card details');
  overlay.id = 'AcceptUIContainer';
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    background: 'rgba(0, 0, 0, 0.6)',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    zIndex: '2147483000',
  });
  const frame = document.createElement('iframe');
  frame.title = params.get('headerText') ?? 'Card details';
  frame.src = `${formUrl.href}?${params.toString()}`;
  Object.assign(frame.style, {
    width: 'min(32rem, 95vw)',
    height: 'min(40rem, 85vh)',
    border: '0',
    background: '#fff',
  });
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.textContent = 'Close the card form';
  Object.assign(cancel.style, { marginTop: '0.75rem', font: 'inherit', padding: '0.5rem 1rem' });
  cancel.addEventListener('click', close);
  overlay.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  overlay.append(frame, cancel);
  document.body.append(overlay);
  open = {
    overlay,
    button,
    handler: data.responsehandler ?? data.responseHandler ?? 'responseHandler',
  };
  frame.focus();
}

window.addEventListener('message', (event: MessageEvent) => {
  const message = event.data as { source?: string; response?: AcceptResponse } | null;
  if (event.origin !== formUrl.origin || message?.source !== ACCEPTUI_MESSAGE_SOURCE) return;
  if (!open || !message.response) return;
  const name = open.handler;
  close();
  const handler = (window as unknown as Record<string, unknown>)[name];
  if (typeof handler === 'function') (handler as (r: AcceptResponse) => void)(message.response);
  else console.error(`AcceptUI: no global function ${name} to receive the response`);
});

function wire(root: ParentNode | null): void {
  if (!root) return; // the page is being torn down
  for (const button of root.querySelectorAll<HTMLElement>('.AcceptUI')) {
    if (button.dataset.acceptuiWired) continue;
    button.dataset.acceptuiWired = 'true';
    button.addEventListener('click', (event) => {
      event.preventDefault();
      launch(button);
    });
  }
}

function start(): void {
  wire(document);
  new MutationObserver(() => wire(document)).observe(document.body, {
    childList: true,
    subtree: true,
  });
}

if (document.body) start();
else document.addEventListener('DOMContentLoaded', start);
(window as unknown as { AcceptUI: unknown }).AcceptUI = { close };
