/**
 * The API's refusals in the visitor's language (decision 0169). The API
 * answers in English (`{ error: { code, message, fields } }`, domain/api-error.ts);
 * the browser shows the catalog's sentence for the refusal's code, and for
 * each refused field the domain's own message for it (the server checks with
 * the same schemas, so its English is one of ours) or a sentence per field.
 * The server's English is shown only for a code or field this table does not
 * know. No Lingui, React or XState here.
 */
import type { FieldError } from './api-error';
import { HOLD_MINUTES, MAX_UNPAID_HOLDS } from './astro/policy';
import { ASTRO_FIELD_TEXT, ASTRO_TEXT } from './astro/astro-text';
import { serverText } from './issue-text';
import { entryOf, messageTable, withValues, type MessageText } from './message-text';
import { ADDRESS_TEXT, CHOICE_TEXT, ORDER_TEXT, PAYLOAD_TEXT, PERSON_TEXT } from './order-text';
import { PAYMENT_TEXT } from './payment-text';

/** One sentence per refusal code the order and booking flows can meet. */
export const REFUSAL_TEXT = {
  VALIDATION: /*i18n*/ {
    id: 'refusal.validation',
    message: 'Some answers were not accepted. Please check them.',
  },
  CARD_DECLINED: /*i18n*/ { id: 'refusal.cardDeclined', message: 'The card was not accepted.' },
  PAYMENT_DECLINED: /*i18n*/ {
    id: 'refusal.paymentDeclined',
    message:
      'The card was not accepted. You can try another card, or correct the billing postal code, while your time is held.',
  },
  NOT_RECORDED: /*i18n*/ {
    id: 'refusal.notRecorded',
    message: 'We could not record the payment, so it was cancelled.',
  },
  ORDER_ALREADY_PAID: /*i18n*/ {
    id: 'refusal.orderAlreadyPaid',
    message: 'This order is already paid.',
  },
  PAYMENT_IN_PROGRESS: /*i18n*/ {
    id: 'refusal.paymentInProgress',
    message: 'A payment for this is still being processed. Please wait and do not pay again.',
  },
  BOOKING_NOT_FOUND: /*i18n*/ {
    id: 'refusal.bookingNotFound',
    message: 'No booking matches that code and email address. Check both and try again.',
  },
  NOT_FOUND: /*i18n*/ {
    id: 'refusal.notFound',
    message: 'That reading or astrologer is not offered any more.',
  },
  SLOT_TAKEN: ASTRO_TEXT.slotTaken,
  HOLD_EXPIRED: /*i18n*/ {
    id: 'refusal.holdExpired',
    message:
      'The time was held for you for {minutes} minutes and that hold has lapsed. Please choose a time again.',
  },
  SLOT_NOT_OFFERED: /*i18n*/ {
    id: 'refusal.slotNotOffered',
    message: 'That time is not one the astrologer offers. Please choose one of the times shown.',
  },
  DAY_FULL: /*i18n*/ {
    id: 'refusal.dayFull',
    message: 'The astrologer has no more readings free on that day. Please choose another day.',
  },
  TOO_MANY_HOLDS: /*i18n*/ {
    id: 'refusal.tooManyHolds',
    message:
      'You already have {max} times held and not paid for, the most allowed at once. Pay for one of them, or let a hold lapse (after {minutes} minutes), and try again.',
  },
  DISCLAIMER_OUTDATED: /*i18n*/ {
    id: 'refusal.disclaimerOutdated',
    message: 'The disclaimer has changed since you accepted it. Please read and accept it again.',
  },
  BOOKING_CANCELLED: /*i18n*/ {
    id: 'refusal.bookingCancelled',
    message: 'This booking has been cancelled.',
  },
  SAME_TIME: /*i18n*/ {
    id: 'refusal.sameTime',
    message: 'The reading is already at that time. Choose another time.',
  },
  CHANGED_MEANWHILE: /*i18n*/ {
    id: 'refusal.changedMeanwhile',
    message: 'This booking was changed meanwhile. Reload it and try again.',
  },
  TOO_LATE: /*i18n*/ {
    id: 'refusal.tooLate',
    message: 'It is too late to change this reading: it starts within a day.',
  },
  STARTED: /*i18n*/ {
    id: 'refusal.started',
    message: 'This reading has already started or taken place, so it can no longer be changed.',
  },
  NOT_CONFIRMED: /*i18n*/ {
    id: 'refusal.notConfirmed',
    message: 'Only a paid, confirmed booking can be changed.',
  },
  TOO_MANY_RESCHEDULES: /*i18n*/ {
    id: 'refusal.tooManyReschedules',
    message: 'This booking has been rescheduled as often as it may be.',
  },
  RATE_LIMITED: /*i18n*/ {
    id: 'refusal.rateLimited',
    message: 'Too many requests just now. Please wait a minute and try again.',
  },
  UNAVAILABLE: /*i18n*/ {
    id: 'refusal.unavailable',
    message: 'The site cannot answer just now. Please try again in a few minutes.',
  },
  INTERNAL: /*i18n*/ {
    id: 'refusal.internal',
    message: 'Something went wrong on our side. Please try again in a few minutes.',
  },
  PAYMENT_UNKNOWN: PAYMENT_TEXT.unconfirmed,
} satisfies Record<string, MessageText>;

/** The values some of the sentences take: the booking policy's own numbers. */
const REFUSAL_VALUES: Partial<Record<keyof typeof REFUSAL_TEXT, Record<string, number>>> = {
  HOLD_EXPIRED: { minutes: HOLD_MINUTES },
  TOO_MANY_HOLDS: { max: MAX_UNPAID_HOLDS, minutes: HOLD_MINUTES },
};

/** Fields only the server checks (what no form schema says), by the field's last name. */
const FIELD_REFUSAL_TEXT = messageTable('refusal.field', {
  readingTypeId: /*i18n*/ {
    id: 'refusal.field.readingType',
    message: 'Choose a reading from the list',
  },
  astrologerId: /*i18n*/ {
    id: 'refusal.field.astrologer',
    message: 'Choose an astrologer who offers this reading',
  },
  disclaimerVersion: /*i18n*/ {
    id: 'refusal.field.disclaimer',
    message: 'Accept the current disclaimer',
  },
  people: 'Give the birth details of each person the reading covers',
  start: 'Choose one of the times shown',
  orderNumber: 'No order of this kind has this number and billing email',
});

const FIELD_FALLBACK = {
  /** A field refused with words of the server's own that no form knows. */
  notAccepted: /*i18n*/ {
    id: 'refusal.field.other',
    message: 'This answer was not accepted. Please check it.',
  },
} satisfies Record<string, MessageText>;

/**
 * Every message the forms' schemas and machines give a field (which the
 * server's schemas repeat), and the payment's own sentences.
 */
const KNOWN_TEXTS: readonly MessageText[] = [
  ...Object.values(PERSON_TEXT),
  ...Object.values(CHOICE_TEXT),
  ...Object.values(ADDRESS_TEXT),
  ...Object.values(ORDER_TEXT),
  ...Object.values(PAYLOAD_TEXT),
  ...Object.values(ASTRO_FIELD_TEXT),
  ASTRO_TEXT.tooManyPeople,
  ASTRO_TEXT.codeFromEmail,
  ...Object.values(FIELD_REFUSAL_TEXT),
  ...Object.values(PAYMENT_TEXT),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message's English as a pattern, its `{name}` placeholders captured. */
function patternOf(text: MessageText): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = text.message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** Words around the placeholders: "{field}: {problem}" would match any sentence with a colon. */
const hasWords = (text: MessageText) => /\p{L}/u.test(text.message.replace(/\{\w+\}/g, ''));

const KNOWN_PATTERNS = KNOWN_TEXTS.filter(hasWords).map((text) => ({ text, ...patternOf(text) }));

/** The message whose English `sentence` is (placeholders filled), if it is one of these. */
export function messageFromEnglish(sentence: string): MessageText | null {
  for (const { text, pattern, names } of KNOWN_PATTERNS) {
    const found = pattern.exec(sentence.trim());
    if (!found) continue;
    if (names.length === 0) return text;
    const values = Object.fromEntries(
      names.map((name, index) => {
        const value = found[index + 1] ?? '';
        return [name, /^\d+$/.test(value) ? Number(value) : value];
      }),
    );
    return withValues(text, values);
  }
  return null;
}

/** The sentence for a refusal: the catalog's for its code, the server's own for an unknown one. */
export function refusalText(refusal: { code?: string | null; message: string }): MessageText {
  const code = refusal.code ?? '';
  // The gateway's own decline codes are numbers; DECLINED is the server's when it gave none.
  const key = /^\d+$/.test(code) || code === 'DECLINED' ? 'CARD_DECLINED' : code;
  const text = entryOf<MessageText>(REFUSAL_TEXT, key);
  if (text) {
    const values = entryOf(REFUSAL_VALUES, key);
    return values ? withValues(text, values) : text;
  }
  return messageFromEnglish(refusal.message) ?? serverText(refusal.message);
}

/** A refused field's message: the domain's own, the field's sentence, or a general one. */
export function refusalFieldText(field: FieldError): MessageText {
  if (field.text) return field.text;
  const known = messageFromEnglish(field.message);
  if (known) return known;
  const last = field.path.split('.').pop() ?? '';
  return entryOf<MessageText>(FIELD_REFUSAL_TEXT, last) ?? FIELD_FALLBACK.notAccepted;
}

/** What the payment step says of its last answer: its own sentence, or the refusal's. */
export function paymentNoticeText(message: string, code: string | null): MessageText {
  return messageFromEnglish(message) ?? refusalText({ code, message });
}
