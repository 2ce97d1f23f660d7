/**
 * Paid orders and bookings of each kind for the receipts' tests: a puja order
 * on a chosen puja, a recommendation, and an astrology booking stored as paid.
 */
import { ORDER_SUBMIT_PATHS } from '../../../domain/constants';
import {
  buildRecommendationOrder,
  encodePaymentDetails,
  withPaymentDetails,
} from '../../../domain/order-builders';
import { emptyAddress } from '../../../domain/order-draft';
import { LIVING_PERSON, SAMPLE_ADDRESS } from '../../../domain/test-support/fixtures';
import { insertExampleBooking } from '../../astro/test-support/example-booking';
import { placePujaOrder } from '../../staff/test-support/placed-order';
import type { ApiTestServer } from '../../test-support/api-server';
import { fetchOrderPrefs, postJson } from '../../test-support/order-fixtures';

/** A paid puja order for one person on puja `pujaId`, paid from `email`. */
export async function placeOn(
  server: ApiTestServer,
  pujaId: number,
  email: string,
  edit?: Parameters<typeof placePujaOrder>[2],
): Promise<string> {
  const prefs = await fetchOrderPrefs(server.baseUrl);
  const puja = prefs.pujaDetails.find((p) => p.id === pujaId)!;
  const { status, orderNumber } = await placePujaOrder(server, { people: 1 }, (payload) => {
    const line = payload.pujaOrderLineitems[0]!;
    line.pujaId = pujaId;
    line.requestedPujaDate = puja.pujaScheduleForWebList[0]!.dateOfPuja;
    payload.pujaOrderBillingAddresses[0]!.email = email;
    edit?.(payload);
  });
  if (status !== 201) throw new Error(`The order was not paid: ${status}`);
  return orderNumber;
}

/** A paid recommendation order for one person, from `email`. */
export async function placeRecommendation(server: ApiTestServer, email: string): Promise<string> {
  const prefs = await fetchOrderPrefs(server.baseUrl);
  const reco = prefs.pujaRecommendationDetails[0]!;
  const payload = buildRecommendationOrder(
    {
      people: [{ ...LIVING_PERSON, pujaId: reco.id }],
      notes: '',
      shipping: emptyAddress(),
      billing: { ...SAMPLE_ADDRESS, email },
    },
    prefs,
  );
  const token = encodePaymentDetails({
    dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
    dataValue: `reco-${email}-${Math.random()}`,
  });
  const response = await postJson(
    server.baseUrl,
    ORDER_SUBMIT_PATHS.recommendation,
    withPaymentDetails(payload, token),
  );
  if (response.status !== 201)
    throw new Error(`The recommendation was not paid: ${response.status}`);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

/** An astrology booking stored as confirmed and paid at `paidAt`, from `email`. */
export async function storePaidBooking(
  server: ApiTestServer,
  code: string,
  email: string,
  paidAt: Date,
): Promise<void> {
  const { db } = server.database;
  const type = await db
    .selectFrom('astro_reading_types')
    .select('price_cents')
    .executeTakeFirstOrThrow();
  await insertExampleBooking(db, {
    code,
    start: new Date(paidAt.getTime() + 7 * 86_400_000),
    stamp: paidAt.toISOString(),
    contact_email: email,
    price_cents: type.price_cents,
  });
}
