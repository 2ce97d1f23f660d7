/**
 * "My order": the devotee's own page of one order, reached with the
 * unguessable token of the emailed link (no login). The view model is the
 * server's answer and all the page renders; the same schema checks it on
 * both sides. "Find my order" (order number + email) mails the link again.
 */
import { apiDateToIsoDay } from './day-entry';
import { z } from 'zod';
import { toFieldErrors, type FieldError } from './api-error';
import { boundedText, emailField } from './bounded-text';
import { PRAYER_TYPE_CODES } from './constants';
import { emptyAddress, emptyPerson, type AddressDraft, type PersonDraft } from './order-draft';

export {
  FIND_MY_ORDER_PAGE,
  MY_ORDER_API,
  MY_ORDER_PAGE_PREFIX,
  ORDER_AGAIN_STATE,
  myOrderAgainPath,
  myOrderPagePath,
  myOrderSignOutOthersPath,
  tokenOfPath,
} from './my-order-paths';

/** base64url of 32 random bytes. */
export const ORDER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isoInstant = z.string().min(10).max(40);
const httpUrl = z
  .string()
  .max(2000)
  .refine((url) => /^https?:\/\//i.test(url), 'Not an http(s) URL');
/** Same-origin links (the receipt's PDF, a stored photo). */
const sitePathOrHttp = z
  .string()
  .max(2000)
  .refine((url) => url.startsWith('/') || /^https?:\/\//i.test(url), 'Not a link');

export const myOrderPersonSchema = z.object({
  position: z.number().int().min(0),
  name: z.string(),
  departed: z.boolean(),
  /** The puja's name in the language asked for (`?lang=`) where the temple has one. */
  puja: z.string(),
  /** The language `puja` is written in, when it is not English. */
  pujaLang: z.string().max(16).optional(),
  /** The day the puja is offered ('' when the order kind has none). */
  date: z.union([isoDay, z.literal('')]),
  costCents: z.number().int(),
  refunded: z.boolean(),
});

export const offeredEventSchema = z.object({
  type: z.literal('offered'),
  at: isoInstant,
  /** The puja date it was offered for. */
  date: z.union([isoDay, z.literal('')]),
  place: z.string(),
  by: z.string(),
  people: z.array(z.string()),
  puja: z.string(),
  pujaLang: z.string().max(16).optional(),
  photos: z.array(z.object({ url: sitePathOrHttp, alt: z.string() })),
  videoUrl: httpUrl.optional(),
});

export const timelineEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('received'), at: isoInstant }),
  offeredEventSchema,
  z.object({
    type: z.literal('prasad-posted'),
    at: isoInstant,
    carrier: z.string(),
    trackingNumber: z.string(),
    /** Absent when the carrier has no per-number link (India Post). */
    trackingUrl: httpUrl.optional(),
  }),
  z.object({
    type: z.literal('refunded'),
    at: isoInstant,
    amountCents: z.number().int(),
    /** The refund's own receipt (PDF). */
    receiptUrl: sitePathOrHttp.optional(),
  }),
]);

/** What "Order again" starts a new draft with: the people and contact, no pujas or dates. */
export const orderAgainSchema = z.object({
  kind: z.enum(['puja', 'recommendation', 'regionalPuja', 'regionalAstro']),
  people: z.array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      departed: z.boolean(),
      birthStar: z.string(),
      birthDate: z.string(),
      birthPlace: z.string(),
      birthTimeHour: z.string(),
      birthTimeMinute: z.string(),
      whichHalfOfTheDay: z.enum(['AM', 'PM']),
      starOnTheDayOfPassing: z.string(),
      dateOfPassing: z.string(),
      placeOfPassing: z.string(),
      passingTimeHour: z.string(),
      passingTimeMinute: z.string(),
      passingWhichHalfOfTheDay: z.enum(['AM', 'PM']),
    }),
  ),
  billing: z.record(z.string(), z.string()).optional(),
  shipping: z.record(z.string(), z.string()).optional(),
});

/**
 * The page's data: only what the page shows. "Order again"'s people and contact are a request of their own
 * (`myOrderAgainPath`), made only when the devotee asks to order again.
 */
export const myOrderViewSchema = z.object({
  orderNumber: z.string(),
  /** Which wizard "Order again" opens. */
  kind: orderAgainSchema.shape.kind,
  people: z.array(myOrderPersonSchema),
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
  timeline: z.array(timelineEventSchema),
  /** Present once the order has a receipt to download. */
  receiptUrl: sitePathOrHttp.optional(),
  /**
   * Present once the names, birth details, notes and addresses were erased
   * (the retention schedule or the devotee's request): the people have no
   * names and "Order again" starts an empty order.
   */
  erasedAt: isoInstant.optional(),
});

/** The answer of "Sign out other links": how many other links stopped opening the page. */
export const signOutOthersAnswerSchema = z.object({ signedOut: z.number().int().min(0) });

export type MyOrderView = z.infer<typeof myOrderViewSchema>;
export type MyOrderPerson = z.infer<typeof myOrderPersonSchema>;
export type TimelineEvent = z.infer<typeof timelineEventSchema>;
export type OfferedEvent = z.infer<typeof offeredEventSchema>;
export type OrderAgain = z.infer<typeof orderAgainSchema>;

const ORDER_NUMBER_TEXT = 'Enter the order number from your confirmation email';

export const findMyOrderRequestSchema = z.object({
  orderNumber: boundedText(20, ORDER_NUMBER_TEXT)
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,20}$/, ORDER_NUMBER_TEXT),
  email: emailField('Enter the email address you ordered with'),
});

export type FindMyOrderRequest = z.infer<typeof findMyOrderRequestSchema>;

/** The one answer of Find my order, whether or not the order exists or the email matches. */
export const FIND_MY_ORDER_ANSWER = {
  queued: true,
  message:
    'If that order number and email belong together, we have emailed the link to the order’s page.',
} as const;

/** The fields of a Find my order request that would be refused, with what to do (browser checks). */
export function findMyOrderProblems(values: FindMyOrderRequest): FieldError[] {
  const parsed = findMyOrderRequestSchema.safeParse(values);
  return parsed.success ? [] : toFieldErrors(parsed.error.issues);
}

/** The order wizard of each kind, where "Order again" opens. */
export const ORDER_AGAIN_WIZARD: Readonly<Record<OrderAgain['kind'], string>> = {
  puja: '/order-a-puja-online',
  recommendation: '/puja-recommendation-online',
  regionalPuja: '/order-regional-puja',
  regionalAstro: '/order-regional-astro',
};

/** An earlier order's people and contact in the wizard's draft shape, no puja or date chosen. */
export function orderAgainSeed(again: OrderAgain): {
  people: PersonDraft[];
  shipping: AddressDraft;
  billing: AddressDraft;
} {
  const address = (stored: Record<string, string> | undefined): AddressDraft => ({
    ...emptyAddress(),
    ...Object.fromEntries(Object.entries(stored ?? {}).filter(([key]) => key in emptyAddress())),
  });
  return {
    people: again.people.map(({ departed, ...person }) => ({
      ...emptyPerson(),
      ...person,
      // The API's dates (MM/DD/YYYY) as the wizard's ISO days.
      birthDate: apiDateToIsoDay(person.birthDate),
      dateOfPassing: apiDateToIsoDay(person.dateOfPassing),
      prayerTypeCode: departed ? PRAYER_TYPE_CODES.departed : PRAYER_TYPE_CODES.living,
    })),
    shipping: address(again.shipping),
    billing: address(again.billing),
  };
}
