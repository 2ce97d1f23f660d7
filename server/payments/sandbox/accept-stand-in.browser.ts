/**
 * Browser code of the sandbox's Accept.js stand-in (bundled into one classic
 * script by accept-js-route.ts). It defines `window.Accept.dispatchData` like
 * Authorize.net's script: the same client-side checks and codes, then a
 * securePaymentContainerRequest to the sandbox gateway on the script's own
 * origin, which answers with a single-use payment nonce. No eval, no inline
 * code: it runs under `script-src 'self'`.
 */
import {
  ACCEPT_CODES,
  acceptError,
  expirationMMYYYY,
  normalizeCardNumber,
  parseMonth,
  parseYear,
  validateSecureData,
  type AcceptCardData,
  type AcceptResponse,
  type AcceptSecureData,
} from '../../../src/domain/accept-js';
import { SANDBOX_GATEWAY_PATH } from '../../../src/domain/environments';

type ResponseHandler = (response: AcceptResponse) => void;

interface GatewayAnswer {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages?: { resultCode?: string; message?: { code?: string; text?: string }[] };
}

const scriptUrl =
  document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
const gatewayUrl = new URL(SANDBOX_GATEWAY_PATH, scriptUrl || window.location.href).href;

function resolveHandler(handler: unknown): ResponseHandler | null {
  if (typeof handler === 'function') return handler as ResponseHandler;
  if (typeof handler === 'string') {
    const named = (window as unknown as Record<string, unknown>)[handler];
    if (typeof named === 'function') return named as ResponseHandler;
  }
  return null;
}

function requestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

function tokenOf(card: AcceptCardData) {
  const month = parseMonth(card.month ?? '') ?? 0;
  const year = parseYear(card.year ?? '') ?? 0;
  return {
    cardNumber: normalizeCardNumber(card.cardNumber ?? ''),
    expirationDate: expirationMMYYYY(month, year),
    ...(card.cardCode !== undefined && { cardCode: card.cardCode }),
    ...(card.zip !== undefined && { zip: card.zip }),
    ...(card.fullName !== undefined && { fullName: card.fullName }),
  };
}

async function requestNonce(secureData: AcceptSecureData): Promise<AcceptResponse> {
  const body = {
    securePaymentContainerRequest: {
      merchantAuthentication: {
        name: secureData.authData?.apiLoginID,
        clientKey: secureData.authData?.clientKey,
      },
      data: { type: 'TOKEN', id: requestId(), token: tokenOf(secureData.cardData ?? {}) },
    },
  };
  try {
    const response = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
    const answer = JSON.parse((await response.text()).replace(/^\uFEFF/, '')) as GatewayAnswer;
    if (answer.messages?.resultCode === 'Ok' && answer.opaqueData) {
      return {
        opaqueData: answer.opaqueData,
        messages: { resultCode: 'Ok', message: [{ ...ACCEPT_CODES.success }] },
      };
    }
    const first = answer.messages?.message?.[0];
    if (first?.code === 'E00007') return acceptError(ACCEPT_CODES.authentication);
    if (first?.code?.startsWith('E_WC_')) {
      return acceptError({ code: first.code, text: first.text ?? '' });
    }
    return acceptError(ACCEPT_CODES.processing);
  } catch {
    return acceptError(ACCEPT_CODES.processing);
  }
}

function dispatchData(secureData: AcceptSecureData, responseHandler: unknown): void {
  const handler = resolveHandler(responseHandler);
  const problem = validateSecureData(secureData, handler !== null, new Date());
  if (problem) {
    if (handler) handler(acceptError(problem));
    else console.error(`Accept.dispatchData: ${problem.code} ${problem.text}`);
    return;
  }
  void requestNonce(secureData).then((response) => handler?.(response));
}

(window as unknown as { Accept: unknown }).Accept = { dispatchData };
