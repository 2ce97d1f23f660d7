/**
 * Turns a filled-in draft into the order payload of spec section 3, with the
 * rules of section 9: exactly five line items, the command name and attendance
 * type of the order kind, the client id, ANET with empty payment details, one
 * billing and one shipping address, OTHER states replaced by the free text.
 * The result passes orderPayloadSchemas(now) (the server re-prices every line).
 */
import { formatRegionalDate, normaliseDate } from './dates';
import { isoDayToApiDate } from './day-entry';
import {
  ATTENDANCE_TYPES,
  CLIENT_ID,
  COMMAND_NAMES,
  DEFAULT_HALF_OF_DAY,
  EMPTY_TIME_PART,
  MAX_LINE_ITEMS,
  OTHER_STATE,
  PAYMENT_PROVIDER_ID,
  PRAYER_TYPE_CODES,
} from './constants';
import type { AddressDraft, PersonDraft } from './order-draft';
import { isDeparted, NO_PASSING } from './order-draft';
import { LINE_ITEM_DEFAULTS } from './order-payload';
import type { Address, AnyOrderPayload, OpaqueData, OrderLineItem } from './order-payload';
import type { OrderPrefs, RegionalEventDetail } from './prefs';
import { padTimePart } from './time-parts';

export interface OrderDraft {
  people: readonly PersonDraft[];
  notes: string;
  shipping: AddressDraft;
  billing: AddressDraft;
  /** The devotee declined prasad: the order carries the flag and an empty shipping address. */
  prasadDeclined?: boolean;
}

/** A line item that does not apply: the API's own defaults for absent fields. */
export function blankLineItem(): OrderLineItem {
  return { ...LINE_ITEM_DEFAULTS };
}

/** Exactly MAX_LINE_ITEMS items: blank ones added, extra ones cut. */
export function padLineItems(
  items: readonly OrderLineItem[],
  blank: () => OrderLineItem = blankLineItem,
): OrderLineItem[] {
  const kept = items.slice(0, MAX_LINE_ITEMS);
  while (kept.length < MAX_LINE_ITEMS) kept.push(blank());
  return kept;
}

/** Cost of a puja by id from the server's lookup; 0 when unknown. */
export function costOf(costLookup: Readonly<Record<string, number>>, pujaId: number): number {
  const cost = costLookup[String(pujaId)];
  return typeof cost === 'number' && Number.isFinite(cost) ? cost : 0;
}

function timeLabel(hour: string, minute: string, half: string): string {
  if (hour === EMPTY_TIME_PART) return '';
  const minutes = minute === EMPTY_TIME_PART ? '00' : minute;
  return `${hour}:${minutes} ${half}`;
}

/** One person's line item; `pujaDate` and `cost` come from the order kind's rules. */
function personLineItem(person: PersonDraft, pujaDate: string, cost: number): OrderLineItem {
  const departed = isDeparted(person);
  const birthTimeHour = padTimePart(person.birthTimeHour);
  const passingTimeHour = departed ? padTimePart(person.passingTimeHour) : EMPTY_TIME_PART;
  const passingTimeMinute = departed ? padTimePart(person.passingTimeMinute) : EMPTY_TIME_PART;
  return {
    firstName: person.firstName.trim(),
    lastName: person.lastName.trim(),
    birthStar: person.birthStar,
    // The browser's one adapter to the API's date format (MM/DD/YYYY).
    birthDate: isoDayToApiDate(person.birthDate),
    birthPlace: person.birthPlace.trim(),
    birthTimeHour,
    birthTimeMinute: padTimePart(person.birthTimeMinute),
    whichHalfOfTheDay: person.whichHalfOfTheDay,
    pujaId: person.pujaId,
    requestedPujaDate: pujaDate,
    customerNotes: person.customerNotes.trim(),
    cost,
    starOnTheDayOfPassing: departed ? person.starOnTheDayOfPassing : '',
    dateOfPassing: departed ? isoDayToApiDate(person.dateOfPassing) : '',
    placeOfPassing: departed ? person.placeOfPassing.trim() : '',
    passingTimeHour,
    passingTimeMinute,
    passingWhichHalfOfTheDay: departed ? person.passingWhichHalfOfTheDay : DEFAULT_HALF_OF_DAY,
    passingTime: departed
      ? timeLabel(passingTimeHour, passingTimeMinute, person.passingWhichHalfOfTheDay)
      : '',
    prayerTypeCode: departed ? PRAYER_TYPE_CODES.departed : PRAYER_TYPE_CODES.living,
  };
}

/** The payload address: OTHER replaced by the free-text state name. */
export function toPayloadAddress(draft: AddressDraft): Address {
  const isOther = draft.state === OTHER_STATE;
  const address: Address = {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    address1: draft.address1.trim(),
    address2: draft.address2.trim(),
    city: draft.city.trim(),
    state: isOther ? draft.stateOther.trim() : draft.state,
    postalCode: draft.postalCode.trim(),
    country: draft.country.trim().toUpperCase(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
  };
  if (isOther) address.otherName = draft.stateOther.trim();
  return address;
}

export function emptyPayloadAddress(): Address {
  return {
    firstName: '',
    lastName: '',
    address1: '',
    city: '',
    state: '',
    postalCode: '',
    country: '',
    email: '',
  };
}

const otherStateText = (draft: AddressDraft): string =>
  draft.state === OTHER_STATE ? draft.stateOther.trim() : '';

const EMPTY_PAYMENT = {
  encodedPaymentDetails: '',
  paymentProviderId: PAYMENT_PROVIDER_ID,
} as const;

/**
 * The prasad goes to the shipping address; its email defaults to the billing
 * one. Declined prasad is posted nowhere: the one shipping address is empty,
 * as a regional astrology order's is.
 */
function shippingWithEmail(draft: OrderDraft): Address {
  if (draft.prasadDeclined) return emptyPayloadAddress();
  const shipping = toPayloadAddress(draft.shipping);
  if (!shipping.email) shipping.email = draft.billing.email.trim();
  return shipping;
}

/** Every order's payload, around its lines: notes, billing, one shipping address, no card yet. */
function orderPayload(
  draft: OrderDraft,
  commandName: AnyOrderPayload['commandName'],
  pujaOrderLineitems: AnyOrderPayload['pujaOrderLineitems'],
  shipping: AnyOrderPayload['pujaOrderShipmentAddresses'][number],
  attendanceType: AnyOrderPayload['attendanceType'],
) {
  return {
    commandName,
    notes: draft.notes.trim(),
    pujaOrderLineitems,
    pujaOrderBillingAddresses: [toPayloadAddress(draft.billing)],
    pujaOrderShipmentAddresses: [shipping],
    billingStateOther: otherStateText(draft.billing),
    paymentDetails: { ...EMPTY_PAYMENT },
    attendanceType,
    clientId: CLIENT_ID,
  } satisfies AnyOrderPayload;
}

/** A plain puja order (PujaOrdering, attendance NONE). */
export function buildPujaOrder(draft: OrderDraft, prefs: Pick<OrderPrefs, 'costLookup'>) {
  const items = draft.people.map((person) =>
    personLineItem(
      person,
      person.requestedPujaDate.trim() === '' ? '' : normaliseDate(person.requestedPujaDate),
      costOf(prefs.costLookup, person.pujaId),
    ),
  );
  const { paymentDetails, attendanceType, clientId, ...start } = orderPayload(
    draft,
    COMMAND_NAMES.puja,
    padLineItems(items),
    shippingWithEmail(draft),
    ATTENDANCE_TYPES.plain,
  );
  // The plain order alone names the prasad address's other state, after the billing one.
  return {
    ...start,
    prasadStateOther: draft.prasadDeclined ? '' : otherStateText(draft.shipping),
    paymentDetails,
    attendanceType,
    clientId,
  } satisfies AnyOrderPayload;
}

/** A recommendation request: a plain order without dates or prasad shipping. */
export function buildRecommendationOrder(draft: OrderDraft, prefs: Pick<OrderPrefs, 'costLookup'>) {
  const items = draft.people.map((person) =>
    personLineItem(person, '', costOf(prefs.costLookup, person.pujaId)),
  );
  return orderPayload(
    draft,
    COMMAND_NAMES.puja,
    padLineItems(items),
    emptyPayloadAddress(),
    ATTENDANCE_TYPES.plain,
  );
}

function regionalLineItems(
  draft: OrderDraft,
  events: readonly RegionalEventDetail[],
  regionId: number,
): OrderLineItem[] {
  const items = draft.people.map((person) => {
    const event = events.find((candidate) => candidate.id === person.pujaId);
    const date = event ? (formatRegionalDate(event.eventDate) ?? '') : '';
    const item = personLineItem(person, date, event?.cost ?? 0);
    return { ...item, regionId: event?.regionId ?? regionId };
  });
  return padLineItems(items, () => ({ ...blankLineItem(), regionId }));
}

/** A puja at a regional event (RegionalPujaOrder, attendance N), with prasad shipping. */
export function buildRegionalPujaOrder(
  draft: OrderDraft,
  events: readonly RegionalEventDetail[],
  regionId: number,
) {
  return orderPayload(
    draft,
    COMMAND_NAMES.regionalPuja,
    regionalLineItems(draft, events, regionId),
    shippingWithEmail(draft),
    ATTENDANCE_TYPES.regional,
  );
}

/**
 * A person at a face-to-face astrology session: the session is for the living
 * and has no prayer request, so those fields carry the spec's neutral values
 * (prayer type LIVING, no passing details, empty customer notes).
 */
export function faceToFacePerson(person: PersonDraft): PersonDraft {
  return {
    ...person,
    prayerTypeCode: PRAYER_TYPE_CODES.living,
    customerNotes: '',
    ...NO_PASSING,
  };
}

/** An astrology session at a regional event (RegionalAstroOrder): shipping is empty. */
export function buildRegionalAstroOrder(
  draft: OrderDraft,
  events: readonly RegionalEventDetail[],
  regionId: number,
) {
  return orderPayload(
    draft,
    COMMAND_NAMES.regionalAstro,
    regionalLineItems({ ...draft, people: draft.people.map(faceToFacePerson) }, events, regionId),
    emptyPayloadAddress(),
    ATTENDANCE_TYPES.regional,
  );
}

/** Sum of the line costs in US dollars, to the cent. */
export function orderTotal(payload: Pick<AnyOrderPayload, 'pujaOrderLineitems'>): number {
  const cents = payload.pujaOrderLineitems.reduce(
    (sum, item) => sum + Math.round(item.cost * 100),
    0,
  );
  return cents / 100;
}

/** Accept.js's opaque token, base64-encoded as the API expects it. */
export function encodePaymentDetails(opaque: OpaqueData): string {
  return btoa(JSON.stringify(opaque));
}

export function withPaymentDetails<P extends AnyOrderPayload>(payload: P, encoded: string): P {
  return {
    ...payload,
    paymentDetails: { ...payload.paymentDetails, encodedPaymentDetails: encoded },
  };
}
