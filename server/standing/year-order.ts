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
import type { Database, OrderAddressTable } from '../db/schema';
import { storedOrder } from '../orders';
import { erasedAt } from '../privacy';
import type { StandingOfferingTable } from './tables';

const payloadAddress = (row: Selectable<OrderAddressTable>) => ({
  firstName: row.first_name,
  lastName: row.last_name,
  otherName: row.other_name,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state: row.state,
  postalCode: row.postal_code,
  country: row.country,
  email: row.email,
  phone: row.phone,
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
  const stored = await storedOrder(db, offering.source_order_number);
  const item = stored?.items.find((i) => i.position === offering.source_position);
  const billing = stored?.addresses.find((a) => a.type === 'BILLING');
  const erased = await erasedAt(db, 'ORDER', offering.source_order_number);
  if (erased || !stored || !item || !billing || item.puja_id === NO_PUJA_ID) {
    return {
      ok: false,
      code: 'PERSON_GONE',
      message: 'The person of this offering is no longer on record',
    };
  }
  const shipping = stored.addresses.find((a) => a.type === 'SHIPPING');
  const prasadDeclined = stored.order.prasad_declined === 1 || !shipping;
  const raw = {
    notes: '',
    pujaOrderLineitems: [
      {
        ...LINE_ITEM_DEFAULTS,
        firstName: item.first_name,
        lastName: item.last_name,
        birthStar: item.birth_star,
        birthDate: item.birth_date,
        birthPlace: item.birth_place,
        birthTimeHour: item.birth_time_hour,
        birthTimeMinute: item.birth_time_minute,
        whichHalfOfTheDay: item.which_half_of_the_day,
        pujaId: offering.puja_id,
        requestedPujaDate: usDate(pujaDate),
        prayerTypeCode: item.prayer_type_code,
      },
    ],
    pujaOrderBillingAddresses: [payloadAddress(billing)],
    pujaOrderShipmentAddresses: prasadDeclined ? [] : [payloadAddress(shipping)],
    billingStateOther: stored.order.billing_state_other,
    prasadStateOther: stored.order.prasad_state_other,
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
