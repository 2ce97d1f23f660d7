/**
 * Accept.js's `dispatchData` as a promise. The card fields go straight from
 * the form to Accept.js; only the opaque single-use token comes back. On a
 * refusal the promise rejects with Accept.js's messages (E_WC_* codes).
 */
import type { AcceptCardData, AcceptResponse, AcceptSecureData } from '../domain/accept-js';
import type { OpaqueData } from '../domain/order-payload';
import type { CardTokenFailure } from '../domain/order-submission';
import type { PaymentConfig } from '../domain/prefs';

interface AcceptGlobal {
  dispatchData(secureData: AcceptSecureData, handler: (response: AcceptResponse) => void): void;
}

function acceptScript(): AcceptGlobal | null {
  const accept = (globalThis as { Accept?: AcceptGlobal }).Accept;
  return accept && typeof accept.dispatchData === 'function' ? accept : null;
}

export const SCRIPT_MISSING: CardTokenFailure = {
  messages: [
    { code: 'E_WC_00', text: 'The card form did not load. Reload the page and try again.' },
  ],
};

export function dispatchCard(
  config: Pick<PaymentConfig, 'apiLoginID' | 'clientKey'>,
  card: AcceptCardData,
): Promise<OpaqueData> {
  const accept = acceptScript();
  if (!accept) return Promise.reject(SCRIPT_MISSING);
  return new Promise((resolve, reject) => {
    accept.dispatchData(
      { authData: { apiLoginID: config.apiLoginID, clientKey: config.clientKey }, cardData: card },
      (response) => {
        if (response.messages.resultCode === 'Ok' && response.opaqueData) {
          resolve(response.opaqueData);
        } else {
          reject({ messages: response.messages.message } satisfies CardTokenFailure);
        }
      },
    );
  });
}
