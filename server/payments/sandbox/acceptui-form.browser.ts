/**
 * Browser code of the AcceptUI stand-in's lightbox form (the page in the
 * iframe, our origin). It checks the card with Accept.js's own rules, asks the
 * sandbox gateway for a single-use token (securePaymentContainerRequest), and
 * posts AcceptUI's response shape to the parent page. Card data never leaves
 * this frame except to the gateway.
 */
import {
  ACCEPT_CODES,
  acceptError,
  expirationMMYYYY,
  normalizeCardNumber,
  parseMonth,
  parseYear,
  validateSecureData,
  type AcceptResponse,
} from '../../../domain/accept-js';
import { SANDBOX_GATEWAY_PATH } from '../../../domain/environments';
import { ACCEPTUI_MESSAGE_SOURCE } from './paths';

const form = document.querySelector<HTMLFormElement>('form#acceptui-form');
const problem = document.querySelector<HTMLElement>('#acceptui-problem');
const value = (name: string) =>
  (form?.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';

function answer(response: AcceptResponse): void {
  window.parent.postMessage({ source: ACCEPTUI_MESSAGE_SOURCE, response }, window.location.origin);
}

/**
 * The server's clock, carried into the page: the instant it was served
 * (`data-served-at`) plus the time since, on the page's monotonic clock.
 */
const servedAt = Date.parse(form?.dataset.servedAt ?? '');
const loadedAt = performance.now();
const now = () => new Date(servedAt + (performance.now() - loadedAt));

function requestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function show(text: string): void {
  if (!problem) return;
  problem.textContent = text;
  problem.hidden = false;
  problem.focus();
}

async function tokenize(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const authData = {
    apiLoginID: params.get('apiLoginID') ?? '',
    clientKey: params.get('clientKey') ?? '',
  };
  const cardData = {
    cardNumber: value('cardNumber'),
    month: value('month'),
    year: value('year'),
    cardCode: value('cardCode'),
    ...(value('zip') && { zip: value('zip') }),
    ...(value('fullName') && { fullName: value('fullName') }),
  };
  const refused = validateSecureData({ authData, cardData }, true, now());
  if (refused) {
    // AcceptUI keeps the visitor in the form for a card it can check itself.
    show(refused.text);
    return;
  }
  const body = {
    securePaymentContainerRequest: {
      merchantAuthentication: { name: authData.apiLoginID, clientKey: authData.clientKey },
      data: {
        type: 'TOKEN',
        id: requestId(),
        token: {
          cardNumber: normalizeCardNumber(cardData.cardNumber),
          expirationDate: expirationMMYYYY(
            parseMonth(cardData.month) ?? 0,
            parseYear(cardData.year) ?? 0,
          ),
          cardCode: cardData.cardCode,
          ...(cardData.zip && { zip: cardData.zip }),
          ...(cardData.fullName && { fullName: cardData.fullName }),
        },
      },
    },
  };
  try {
    const response = await fetch(new URL(SANDBOX_GATEWAY_PATH, window.location.href).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
    const parsed = JSON.parse((await response.text()).replace(/^\uFEFF/, '')) as {
      opaqueData?: { dataDescriptor: string; dataValue: string };
      messages?: { resultCode?: string; message?: { code?: string; text?: string }[] };
    };
    if (parsed.messages?.resultCode === 'Ok' && parsed.opaqueData) {
      answer({
        opaqueData: parsed.opaqueData,
        messages: { resultCode: 'Ok', message: [{ ...ACCEPT_CODES.success }] },
      });
      return;
    }
    const first = parsed.messages?.message?.[0];
    answer(
      first?.code === 'E00007'
        ? acceptError(ACCEPT_CODES.authentication)
        : acceptError({ code: first?.code ?? 'E_WC_14', text: first?.text ?? 'Processing error.' }),
    );
  } catch {
    answer(acceptError(ACCEPT_CODES.processing));
  }
}

form?.addEventListener('submit', (event) => {
  event.preventDefault();
  void tokenize();
});
