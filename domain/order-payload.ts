/**
 * The order payload (spec section 3) as zod schemas shared by the browser's
 * forms and the server's validation, so both name the same bad fields.
 *
 * Each schema is built on its first use, not when the module loads: building
 * them all is a few milliseconds of main-thread work (×4 on a slow phone)
 * that the order wizard's start-up cannot afford (see docs/site.md). They are
 * written with zod/mini, whose functions the bundler can leave out when unused:
 * the full zod made 26 kB brotli of the wizard's first load (decision 0184).
 * ./zod-mini.ts gives it zod's English messages, as the full zod has.
 */
import { z } from './zod-mini';
import { languageField } from './visitor-language';
import { isEmailAddress } from './email-address';
import {
  ATTENDANCE_TYPES,
  CLIENT_ID,
  COMMAND_NAMES,
  DEFAULT_HALF_OF_DAY,
  EMPTY_TIME_PART,
  HALVES_OF_DAY,
  MAX_LINE_ITEMS,
  NO_PUJA_ID,
  PAYMENT_PROVIDER_ID,
  PRAYER_TYPE_CODES,
  type OrderKind,
} from './constants';
import { perClock, type Clock } from './clock';
import { birthDateProblem, passingDateProblem } from './dates';
import { MESSAGES } from './messages';
import { ADDRESS_TEXT, PAYLOAD_TEXT } from './order-text';

const MMDDYYYY = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/;
/** Regional dates: the UTC event date and time in 12-hour format. */
const MMDDYYYY_TIME =
  /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4} (0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;
const HOUR = /^(-1|0[1-9]|1[0-2])$/;
const MINUTE = /^(-1|[0-5]\d)$/;

const tooLong = (max: number) => `Must be at most ${max} characters`;
/**
 * A string of at most `max` characters: `abort` stops zod at the length, so no
 * pattern or refinement ever runs on a longer one (decision 0173).
 */
const bounded = (max: number, message = tooLong(max)) =>
  z.string().check(z.maxLength(max, { abort: true, message }));
/** `bounded`, trimmed first. */
const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, { abort: true, message: tooLong(max) }));
const halfOfDay = () => z.enum(HALVES_OF_DAY);
const DATE_TEXT = 'Enter the date as MM/DD/YYYY';
const HOUR_TEXT = 'Enter an hour from 1 to 12';
const MINUTE_TEXT = 'Enter minutes from 0 to 59';
// Each string is refused by its length before its pattern runs (domain/bounded-text.ts).
const usDate = () =>
  bounded(10, DATE_TEXT).check(z.refine((v) => v === '' || MMDDYYYY.test(v), DATE_TEXT));
const hour = () => bounded(2, HOUR_TEXT).check(z.regex(HOUR, HOUR_TEXT));
const minute = () => bounded(2, MINUTE_TEXT).check(z.regex(MINUTE, MINUTE_TEXT));
/** `schema`, with `value` when the field is absent. */
const or = <T extends z.ZodMiniType>(schema: T, value: z.output<T>) =>
  z._default(schema, value as never);

/** `build`, run once on the first call. */
function lazily<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}

/**
 * What an absent line-item field means: exactly what the site's builder sends
 * for a field that does not apply (order-builders.ts `blankLineItem` is built
 * from these). So a client may leave out the passing details of a
 * living person, or every field of an unused item. Which fields a filled item
 * needs is checked below (checkLineItems), naming each missing one.
 */
export const LINE_ITEM_DEFAULTS = {
  firstName: '',
  lastName: '',
  birthStar: '',
  birthDate: '',
  birthPlace: '',
  birthTimeHour: EMPTY_TIME_PART,
  birthTimeMinute: EMPTY_TIME_PART,
  whichHalfOfTheDay: DEFAULT_HALF_OF_DAY,
  pujaId: NO_PUJA_ID,
  requestedPujaDate: '',
  customerNotes: '',
  cost: 0,
  starOnTheDayOfPassing: '',
  dateOfPassing: '',
  placeOfPassing: '',
  passingTimeHour: EMPTY_TIME_PART,
  passingTimeMinute: EMPTY_TIME_PART,
  passingWhichHalfOfTheDay: DEFAULT_HALF_OF_DAY,
  passingTime: '',
  prayerTypeCode: '',
} as const;

const D = LINE_ITEM_DEFAULTS;

export const lineItemSchema = lazily(() =>
  z.object({
    firstName: or(text(60), D.firstName),
    lastName: or(text(60), D.lastName),
    birthStar: or(text(40), D.birthStar),
    birthDate: or(usDate(), D.birthDate),
    birthPlace: or(text(120), D.birthPlace),
    birthTimeHour: or(hour(), D.birthTimeHour),
    birthTimeMinute: or(minute(), D.birthTimeMinute),
    whichHalfOfTheDay: or(halfOfDay(), D.whichHalfOfTheDay),
    pujaId: or(z.int(), D.pujaId),
    requestedPujaDate: or(bounded(40), D.requestedPujaDate),
    customerNotes: or(text(1000), D.customerNotes),
    /** Ignored by the server, which prices every line itself. */
    cost: or(z.number(), D.cost),
    starOnTheDayOfPassing: or(text(40), D.starOnTheDayOfPassing),
    dateOfPassing: or(usDate(), D.dateOfPassing),
    placeOfPassing: or(text(120), D.placeOfPassing),
    passingTimeHour: or(hour(), D.passingTimeHour),
    passingTimeMinute: or(minute(), D.passingTimeMinute),
    passingWhichHalfOfTheDay: or(halfOfDay(), D.passingWhichHalfOfTheDay),
    passingTime: or(bounded(20), D.passingTime),
    prayerTypeCode: or(
      z.enum([PRAYER_TYPE_CODES.living, PRAYER_TYPE_CODES.departed, '']),
      D.prayerTypeCode,
    ),
    regionId: z.optional(z.int()),
  }),
);
export type OrderLineItem = z.infer<ReturnType<typeof lineItemSchema>>;

const addressSchema = lazily(() =>
  z.object({
    firstName: text(60),
    lastName: text(60),
    otherName: z.optional(text(120)),
    address1: text(120),
    address2: z.optional(text(120)),
    city: text(80),
    state: text(80),
    postalCode: text(20),
    country: text(2),
    email: text(255),
    phone: z.optional(text(40)),
  }),
);
export type Address = z.infer<ReturnType<typeof addressSchema>>;

const REQUIRED_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'state',
  'postalCode',
  'country',
] as const;

const ADDRESS_LABELS: Record<(typeof REQUIRED_ADDRESS_FIELDS)[number] | 'email', string> = {
  firstName: ADDRESS_TEXT.firstName.message,
  lastName: ADDRESS_TEXT.lastName.message,
  address1: ADDRESS_TEXT.address1.message,
  city: ADDRESS_TEXT.city.message,
  state: ADDRESS_TEXT.state.message,
  postalCode: ADDRESS_TEXT.postalCode.message,
  country: ADDRESS_TEXT.country.message,
  email: MESSAGES.emailFormat,
};

const paymentDetailsSchema = () =>
  z.object({
    encodedPaymentDetails: bounded(8192),
    paymentProviderId: z.literal(PAYMENT_PROVIDER_ID),
  });

const basePayload = () =>
  z.object({
    notes: text(2000),
    // Fewer than five items are padded with blank ones, as the site's builder does.
    pujaOrderLineitems: z.pipe(
      z
        .array(lineItemSchema())
        .check(
          z.minLength(1, MESSAGES.atLeastOnePerson),
          z.maxLength(MAX_LINE_ITEMS, `An order has at most ${MAX_LINE_ITEMS} line items`),
        ),
      z.transform((items: OrderLineItem[]): OrderLineItem[] => [
        ...items,
        ...Array.from({ length: MAX_LINE_ITEMS - items.length }, () => ({ ...LINE_ITEM_DEFAULTS })),
      ]),
    ),
    pujaOrderBillingAddresses: z
      .array(addressSchema())
      .check(z.length(1, 'Give exactly one billing address')),
    pujaOrderShipmentAddresses: z
      .array(addressSchema())
      .check(z.length(1, 'Give exactly one shipping address')),
    billingStateOther: text(80),
    prasadStateOther: z.optional(text(80)),
    /** The devotee declined prasad: nothing is posted and the receipt gives no goods. */
    prasadDeclined: z.optional(z.boolean()),
    paymentDetails: paymentDetailsSchema(),
    clientId: z.literal(CLIENT_ID),
    /** The visitor's language: the order's mails are written in it (English when left out). */
    language: languageField(),
    /**
     * Only on a resubmission after a declined card: the order number of the
     * 402 answer, so the new card is a new attempt on the SAME order.
     */
    orderNumber: z.optional(
      bounded(20, 'Not an order number').check(z.regex(/^[A-Z0-9]{1,20}$/, 'Not an order number')),
    ),
  });

type Ctx = z.core.$RefinementCtx;

export function isBlankLineItem(item: Pick<OrderLineItem, 'pujaId'>): boolean {
  return item.pujaId === NO_PUJA_ID;
}

/** Rules that span fields: a chosen puja needs a named person and a date, in the past where it is a birth. */
function checkLineItems(items: OrderLineItem[], ctx: Ctx, kind: OrderKind, now: number): void {
  const filled = items.filter((item) => !isBlankLineItem(item));
  if (filled.length === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['pujaOrderLineitems'],
      message: MESSAGES.atLeastOnePerson,
    });
  }
  items.forEach((item, index) => {
    const at = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['pujaOrderLineitems', index, field], message });
    if (isBlankLineItem(item)) {
      // A named person without a puja is not a blank item with its puja left out.
      if (item.firstName || item.lastName) at('pujaId', PAYLOAD_TEXT.choosePuja.message);
      return;
    }
    if (!item.firstName) at('firstName', PAYLOAD_TEXT.firstName.message);
    if (!item.lastName) at('lastName', PAYLOAD_TEXT.lastName.message);
    if (kind === 'regionalPuja' || kind === 'regionalAstro') {
      if (!MMDDYYYY_TIME.test(item.requestedPujaDate))
        at('requestedPujaDate', PAYLOAD_TEXT.eventDate.message);
      if (item.regionId === undefined) at('regionId', PAYLOAD_TEXT.region.message);
    } else if (kind === 'puja') {
      if (!MMDDYYYY.test(item.requestedPujaDate))
        at('requestedPujaDate', PAYLOAD_TEXT.pujaDate.message);
    }
    if (item.prayerTypeCode === PRAYER_TYPE_CODES.departed && !item.dateOfPassing) {
      at('dateOfPassing', PAYLOAD_TEXT.dateOfPassing.message);
    }
    const birthProblem = birthDateProblem(item.birthDate, now);
    if (birthProblem) at('birthDate', `The date of birth ${birthProblem}`);
    const passingProblem = passingDateProblem(item.dateOfPassing, item.birthDate, now);
    if (passingProblem) at('dateOfPassing', `The date of passing ${passingProblem}`);
    // An hour without minutes (or minutes without an hour) is not a time.
    if ((item.birthTimeHour === EMPTY_TIME_PART) !== (item.birthTimeMinute === EMPTY_TIME_PART))
      at('birthTimeMinute', PAYLOAD_TEXT.birthTimeWhole.message);
    if ((item.passingTimeHour === EMPTY_TIME_PART) !== (item.passingTimeMinute === EMPTY_TIME_PART))
      at('passingTimeMinute', PAYLOAD_TEXT.passingTimeWhole.message);
  });
}

function checkAddress(address: Address | undefined, path: string, ctx: Ctx): void {
  if (!address) return;
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    if (!address[field]) {
      ctx.addIssue({ code: 'custom', path: [path, 0, field], message: ADDRESS_LABELS[field] });
    }
  }
  if (!isEmailAddress(address.email)) {
    ctx.addIssue({ code: 'custom', path: [path, 0, 'email'], message: ADDRESS_LABELS.email });
  }
}

/** Whether the order's prasad is posted: a puja order (plain or regional) that did not decline it. */
export function postsPrasad(kind: OrderKind, payload: { prasadDeclined?: boolean }): boolean {
  return (kind === 'puja' || kind === 'regionalPuja') && payload.prasadDeclined !== true;
}

function isEmptyAddress(address: Address | undefined): boolean {
  return !address || Object.values(address).every((value) => !value);
}

const orderPayload = <K extends OrderKind>(kind: K, now: Clock) => {
  const commandName =
    kind === 'regionalPuja'
      ? COMMAND_NAMES.regionalPuja
      : kind === 'regionalAstro'
        ? COMMAND_NAMES.regionalAstro
        : COMMAND_NAMES.puja;
  const attendanceType = kind === 'regionalPuja' || kind === 'regionalAstro' ? 'N' : 'NONE';
  return z
    .extend(basePayload(), {
      commandName: z.literal(commandName),
      attendanceType: z.literal(
        attendanceType === 'N' ? ATTENDANCE_TYPES.regional : ATTENDANCE_TYPES.plain,
      ),
    })
    .check(
      z.superRefine((payload, ctx) => {
        checkLineItems(payload.pujaOrderLineitems, ctx, kind, now().getTime());
        checkAddress(payload.pujaOrderBillingAddresses[0], 'pujaOrderBillingAddresses', ctx);
        const shipping = payload.pujaOrderShipmentAddresses[0];
        const noShipping = (message: string) => {
          if (!isEmptyAddress(shipping))
            ctx.addIssue({ code: 'custom', path: ['pujaOrderShipmentAddresses'], message });
        };
        if (kind === 'regionalAstro') {
          noShipping('Regional astrology orders have no shipping address');
        } else if (postsPrasad(kind, payload)) {
          checkAddress(shipping, 'pujaOrderShipmentAddresses', ctx);
        } else if (kind !== 'recommendation') {
          // Declined prasad is posted nowhere: no address is asked, and none is kept.
          noShipping('An order that declines prasad has no shipping address');
        }
      }),
    );
};

/** Each kind's schema, its date rules on the clock given; each built when first read. */
export const orderPayloadSchemas = perClock((now: Clock) => {
  const schemas = {
    puja: lazily(() => orderPayload('puja', now)),
    recommendation: lazily(() => orderPayload('recommendation', now)),
    regionalPuja: lazily(() => orderPayload('regionalPuja', now)),
    regionalAstro: lazily(() => orderPayload('regionalAstro', now)),
  };
  return {
    get puja() {
      return schemas.puja();
    },
    get recommendation() {
      return schemas.recommendation();
    },
    get regionalPuja() {
      return schemas.regionalPuja();
    },
    get regionalAstro() {
      return schemas.regionalAstro();
    },
  };
});

type PayloadSchemas = ReturnType<typeof orderPayloadSchemas>;
export type OrderPayload = z.infer<PayloadSchemas['puja']>;
export type AnyOrderPayload = z.infer<PayloadSchemas[OrderKind]>;

/** What Accept.js hands back, base64-encoded into `encodedPaymentDetails`. */
export interface OpaqueData {
  dataDescriptor: string;
  dataValue: string;
}
