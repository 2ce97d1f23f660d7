/**
 * The order of one year of a standing offering: the person of the source
 * order's line (names, birth details) and its addresses, the offering's puja
 * on the date, as the order wizard would send it, parsed by the same payload
 * schema. The catalog checks (a date the puja is not offered on, a closed
 * date, the price) are the placing step's, as for any order.
 */
import {
  ATTENDANCE_TYPES,
  CLIENT_ID,
  COMMAND_NAMES,
  NO_PUJA_ID,
  PAYMENT_PROVIDER_ID,
} from '../../domain/constants';
import {
  LINE_ITEM_DEFAULTS,
  orderPayloadSchemas,
  type OrderPayload,
} from '../../domain/order-payload';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { readOrderRecord, type OrderAddress } from '../orders';
import { erasedAt } from '../privacy';
import type { StandingOfferingTable } from './tables';

const payloadAddress = (address: OrderAddress) => ({
  firstName: address.firstName,
  lastName: address.lastName,
  otherName: address.otherName,
  address1: address.address1,
  address2: address.address2,
  city: address.city,
  state: address.state,
  postalCode: address.postalCode,
  country: address.country,
  email: address.email,
  phone: address.phone,
});

/** MM/DD/YYYY, as the payload carries a puja date. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

export type YearPayload =
  | { ok: true; payload: OrderPayload }
  | { ok: false; code: 'PERSON_GONE' | 'NOT_ORDERABLE'; message: string };

export async function yearOrderPayload(
  db: Kysely<Database>,
  offering: Selectable<StandingOfferingTable>,
  pujaDate: string,
  now: () => Date,
): Promise<YearPayload> {
  const stored = await readOrderRecord(db, offering.source_order_number);
  const item = stored?.lines.find((line) => line.position === offering.source_position);
  const billing = stored?.billing;
  const erased = await erasedAt(db, 'ORDER', offering.source_order_number);
  // The "other" state names are not part of the read model; read beside it.
  const states = await db
    .selectFrom('orders')
    .select(['billing_state_other', 'prasad_state_other'])
    .where('order_number', '=', offering.source_order_number)
    .executeTakeFirst();
  if (erased || !stored || !item || !billing || !states || item.pujaId === NO_PUJA_ID) {
    return {
      ok: false,
      code: 'PERSON_GONE',
      message: 'The person of this offering is no longer on record',
    };
  }
  const shipping = stored.shipping;
  const prasadDeclined = stored.prasadDeclined || !shipping;
  const raw = {
    notes: '',
    pujaOrderLineitems: [
      {
        ...LINE_ITEM_DEFAULTS,
        firstName: item.firstName,
        lastName: item.lastName,
        birthStar: item.birthStar,
        birthDate: item.birthDate,
        birthPlace: item.birthPlace,
        birthTimeHour: item.birthTimeHour,
        birthTimeMinute: item.birthTimeMinute,
        whichHalfOfTheDay: item.whichHalfOfTheDay,
        pujaId: offering.puja_id,
        requestedPujaDate: usDate(pujaDate),
        prayerTypeCode: item.prayerTypeCode,
      },
    ],
    pujaOrderBillingAddresses: [payloadAddress(billing)],
    pujaOrderShipmentAddresses: prasadDeclined ? [] : [payloadAddress(shipping)],
    billingStateOther: states.billing_state_other,
    prasadStateOther: states.prasad_state_other,
    prasadDeclined,
    // No card passes here: the kept card is charged through its profile.
    paymentDetails: { encodedPaymentDetails: 'standing', paymentProviderId: PAYMENT_PROVIDER_ID },
    clientId: CLIENT_ID,
    language: offering.language,
    commandName: COMMAND_NAMES.puja,
    attendanceType: ATTENDANCE_TYPES.plain,
  };
  const parsed = orderPayloadSchemas(now).puja.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      code: 'NOT_ORDERABLE',
      message: parsed.error.issues.map((issue) => issue.message).join('; '),
    };
  }
  return { ok: true, payload: parsed.data };
}
