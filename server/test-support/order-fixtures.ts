/**
 * Valid order payloads built the way the site builds them (domain order
 * builders) from a live order-prefs answer, plus helpers to get a card token
 * from the sandbox gateway as Accept.js does.
 */
import { randomUUID } from 'node:crypto';
import { SANDBOX_GATEWAY_PATH } from '../../domain/environments';
import { API_PATHS, ORDER_SUBMIT_PATHS } from '../../domain/constants';
import {
  buildPujaOrder,
  encodePaymentDetails,
  withPaymentDetails,
} from '../../domain/order-builders';
import type { OrderPrefs } from '../../domain/prefs';
import { LIVING_PERSON, SAMPLE_ADDRESS } from '../../domain/test-support/fixtures';
import { futureExpirationDate } from '../../tests/test-support/test-card';

export async function fetchOrderPrefs(baseUrl: string): Promise<OrderPrefs> {
  const response = await fetch(`${baseUrl}${API_PATHS.orderPrefs}`);
  return (await response.json()) as OrderPrefs;
}

/** A plain puja order for `people` persons (each on a different open puja/date). */
export function pujaOrderPayload(
  prefs: OrderPrefs,
  options: { people?: number; zip?: string; encoded?: string } = {},
) {
  const pujas = prefs.pujaDetails.filter((p) => p.pujaScheduleForWebList.length > 0);
  const people = Array.from({ length: options.people ?? 5 }, (_, i) => {
    const puja = pujas[i % pujas.length]!;
    return {
      ...LIVING_PERSON,
      firstName: `Person${i + 1}`,
      pujaId: puja.id,
      requestedPujaDate: puja.pujaScheduleForWebList[0]!.dateOfPuja,
    };
  });
  const billing = { ...SAMPLE_ADDRESS, postalCode: options.zip ?? SAMPLE_ADDRESS.postalCode };
  const payload = buildPujaOrder(
    { people, notes: 'Test order', shipping: SAMPLE_ADDRESS, billing },
    prefs,
  );
  return withPaymentDetails(
    payload,
    options.encoded ??
      encodePaymentDetails({
        dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
        // A fresh token per payload, as the hosted form gives one per card entry.
        dataValue: `fake-nonce-${randomUUID()}`,
      }),
  );
}

/** Expected total in dollars of a payload, from the catalog (not the payload's costs). */
export function catalogTotal(prefs: OrderPrefs, payload: ReturnType<typeof pujaOrderPayload>) {
  return payload.pujaOrderLineitems
    .filter((item) => item.pujaId !== -1)
    .reduce((sum, item) => sum + (prefs.costLookup[String(item.pujaId)] ?? NaN), 0);
}

/** A card token from the sandbox gateway, obtained like the hosted form does. */
export async function sandboxOpaqueData(
  baseUrl: string,
  card = { number: '4111111111111111', expiration: futureExpirationDate(), cardCode: '123' },
): Promise<{ dataDescriptor: string; dataValue: string }> {
  const response = await fetch(`${baseUrl}${SANDBOX_GATEWAY_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      securePaymentContainerRequest: {
        merchantAuthentication: { name: 'sandbox-login', clientKey: 'sandbox-client-key' },
        data: {
          type: 'TOKEN',
          id: crypto.randomUUID(),
          token: {
            cardNumber: card.number,
            expirationDate: card.expiration,
            cardCode: card.cardCode,
          },
        },
      },
    }),
  });
  const json = JSON.parse((await response.text()).replace(/^\uFEFF/, '')) as {
    opaqueData?: { dataDescriptor: string; dataValue: string };
  };
  if (!json.opaqueData) throw new Error(`no token: ${JSON.stringify(json)}`);
  return json.opaqueData;
}

/** The same, encoded as the order payload's paymentDetails carry it. */
export async function sandboxCardToken(
  baseUrl: string,
  card?: { number: string; expiration: string; cardCode: string },
): Promise<string> {
  return encodePaymentDetails(await sandboxOpaqueData(baseUrl, card));
}

export function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * A puja order for `people` persons paid with a sandbox card token, as the site sends it: the
 * token (`encoded`, a fresh one unless given), the payload and the submit answer, unread.
 */
export async function postCardPaidPujaOrder(
  baseUrl: string,
  options: { people: number; encoded?: string; headers?: Record<string, string> },
) {
  const prefs = await fetchOrderPrefs(baseUrl);
  const encoded = options.encoded ?? (await sandboxCardToken(baseUrl));
  const payload = pujaOrderPayload(prefs, { people: options.people, encoded });
  const response = await postJson(baseUrl, ORDER_SUBMIT_PATHS.puja, payload, options.headers);
  return { encoded, payload, response };
}

/** What an encoded card token holds (the nonce is `dataValue`). */
export const decodedCardToken = (encoded: string) =>
  JSON.parse(Buffer.from(encoded, 'base64').toString()) as {
    dataDescriptor: string;
    dataValue: string;
  };
