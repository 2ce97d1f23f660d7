/**
 * The confirmation mail of a paid order, built from what was stored, in the
 * one mail layout (server/mail/layout.ts): each person with puja and date
 * (departed persons marked), the prasad address, what happens next for the
 * order's kind, and the temple's contact.
 */
import { nakshatraName } from '../../domain/nakshatra-names';
import { storedPujaNameIn } from '../../domain/puja-names';
import { SOURCE_LANGUAGE } from '../../domain/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  composeEmail,
  type EmailBlock,
  type EmailMessage,
  type EmailRows,
  readTempleContact,
  type TempleContact,
} from '../mail';
import { NO_PUJA_ID, PRAYER_TYPE_CODES, type OrderKind } from '../../domain/constants';
import { mailInstant, mailReader, type MailReader } from '../i18n';
import { lineNamesIn, regionTimeZone, type LineName } from '../catalog';
import { readOrder, type OrderView } from './order-view';
import { formatDollars } from '../../domain/money';
import { orderReceiptAttachment } from './receipt-attachment';
import { mintOrderToken, myOrderLinkInMail, seeOrderButton } from './access-token';
import { messageTable } from '../../domain/message-text';

type LineItem = OrderView['lineItems'][number];
type Message = { id: string; message: string };

/** Regional astrology sessions have no puja and no prasad; the others differ in what follows. */
const NEXT_STEPS: Record<OrderKind, readonly Message[]> = {
  puja: [
    /*i18n*/ {
      id: 'email.order.next.puja.offered',
      message:
        'The puja is offered on the date shown for each person, with the name and birth star you gave.',
    },
    /*i18n*/ {
      id: 'email.order.next.puja.prasad',
      message: 'After the puja the prasad is posted to the address above.',
    },
    /*i18n*/ {
      id: 'email.order.next.puja.moved',
      message:
        'If a date you asked for can no longer be kept, the temple writes to you before moving it.',
    },
  ],
  recommendation: [
    /*i18n*/ {
      id: 'email.order.next.recommendation.study',
      message:
        'An astrologer studies the birth details of each person and writes back to this email address with the pujas that suit them and when to offer them.',
    },
    /*i18n*/ {
      id: 'email.order.next.recommendation.time',
      message:
        'The answer is written by hand, so it can take some time; the temple has not published a fixed turnaround. If you have not heard back, write to us with your order number.',
    },
    /*i18n*/ {
      id: 'email.order.next.recommendation.order',
      message: 'You can then order the recommended pujas on the website.',
    },
  ],
  regionalPuja: [
    /*i18n*/ {
      id: 'email.order.next.regionalPuja.offered',
      message:
        'The puja is offered at the regional programme on the date shown, with the names and birth stars you gave.',
    },
    /*i18n*/ {
      id: 'email.order.next.regionalPuja.prasad',
      message: 'The prasad is posted to the address above after the programme.',
    },
  ],
  regionalAstro: [
    /*i18n*/ {
      id: 'email.order.next.regionalAstro.session',
      message:
        'Your astrology session takes place at the regional programme on the date shown. Bring this email or your order number.',
    },
  ],
};

const KIND_LABEL: Record<OrderKind, Message> = messageTable('email.order.kind', {
  puja: 'Puja order',
  recommendation: 'Puja recommendation',
  regionalPuja: 'Puja at a regional programme',
  regionalAstro: 'Astrology session at a regional programme',
});

const WORDS = messageTable('email.order.person', {
  for: 'For',
  date: 'Date',
  starOfPassing: 'Star on the day of passing',
  dateOfPassing: 'Date of passing',
  birthStar: 'Birth star',
  offering: 'Offering',
  departed: 'Departed',
  orderNumber: /*i18n*/ { id: 'email.order.summary.number', message: 'Order number' },
  order: /*i18n*/ { id: 'email.order.summary.kind', message: 'Order' },
  totalPaid: /*i18n*/ { id: 'email.order.summary.total', message: 'Total paid' },
  thanks: /*i18n*/ {
    id: 'email.order.thanksWithReceipt',
    message:
      'Thank you. Your order {orderNumber} is paid and confirmed. Keep the order number: quote it if you write to us about the order. Your receipt is attached as a PDF.',
  },
  people: /*i18n*/ {
    id: 'email.order.people',
    message: '{count, plural, one {The person} other {The # people}}',
  },
  ownPage: /*i18n*/ {
    id: 'email.order.ownPage',
    message:
      'Your order has its own page: it shows when the puja is offered, when the prasad is posted and any refund. Keep this email: the link is the key to the page.',
  },
  prasadTo: /*i18n*/ { id: 'email.order.prasadTo', message: 'Prasad will be sent to' },
  note: /*i18n*/ { id: 'email.order.note', message: 'Your note' },
  next: /*i18n*/ { id: 'email.order.next', message: 'What happens next' },
  title: /*i18n*/ { id: 'email.order.title', message: 'Order {orderNumber} is confirmed' },
  subject: /*i18n*/ { id: 'email.order.subject', message: 'Your order {orderNumber} is confirmed' },
});

function isOrderKind(kind: string): kind is OrderKind {
  return kind in NEXT_STEPS;
}

/** When each regional event of an order takes place, as an instant and its region's zone, by event id. */
export type EventTimes = ReadonlyMap<number, { instant: string; timeZone: string }>;

/** A puja's day in the mail's date style; a regional event's time in its own zone, named. */
function dateOf(item: LineItem, eventTimes: EventTimes, reader: MailReader): string {
  const event = item.regionId !== null ? eventTimes.get(item.pujaId) : undefined;
  if (event) return mailInstant(reader.language, event.instant, event.timeZone);
  const day = item.pujaDate || item.requestedPujaDate;
  return day ? reader.day(day) : '';
}

/** The name table's name of a line (what a mail rendered without the temple's texts says). */
const tableName =
  (language: string): LineName =>
  (line) => {
    const text = storedPujaNameIn(line.item, language);
    return { text, lang: text === line.item ? SOURCE_LANGUAGE : language };
  };

function personCard(
  item: LineItem,
  eventTimes: EventTimes,
  reader: MailReader,
  nameOf: LineName,
): EmailBlock {
  const { say } = reader;
  const departed = item.prayerTypeCode === PRAYER_TYPE_CODES.departed;
  const date = dateOf(item, eventTimes, reader);
  const { language } = reader;
  const rows: [string, string][] = [[say(WORDS.for), nameOf(item).text]];
  if (date) rows.push([say(WORDS.date), date]);
  if (departed) {
    if (item.starOnTheDayOfPassing)
      rows.push([say(WORDS.starOfPassing), nakshatraName(item.starOnTheDayOfPassing, language)]);
    if (item.dateOfPassing) rows.push([say(WORDS.dateOfPassing), item.dateOfPassing]);
  } else if (item.birthStar) {
    rows.push([say(WORDS.birthStar), nakshatraName(item.birthStar, language)]);
  }
  rows.push([say(WORDS.offering), formatDollars(item.cost)]);
  return {
    kind: 'card',
    title: `${item.firstName} ${item.lastName}`.trim(),
    marker: departed ? say(WORDS.departed) : undefined,
    rows,
  };
}

function addressLines(address: Record<string, string> | undefined): string[] {
  if (!address) return [];
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [name, address.otherName, address.address1, address.address2, cityLine, address.country]
    .map((line) => (line ?? '').trim())
    .filter(Boolean);
}

/**
 * The mail of one paid order, in the order's language (pure: the tests render
 * it from a fixture). `myOrderLink` is the order page's link as the bodies
 * hold it (the token as the outbox's mark); without one the mail has no link.
 */
export function renderOrderConfirmation(
  order: OrderView,
  temple: TempleContact,
  eventTimes: EventTimes = new Map(),
  myOrderLink?: string,
  lineName?: LineName,
): EmailMessage {
  const { orderNumber } = order;
  const reader = mailReader(order.language);
  const nameOf = lineName ?? tableName(reader.language);
  const { say } = reader;
  const kind: OrderKind = isOrderKind(order.kind) ? order.kind : 'puja';
  const people = order.lineItems.filter((item) => item.pujaId !== NO_PUJA_ID);
  const prasad =
    kind === 'puja' || kind === 'regionalPuja' ? addressLines(order.addresses.SHIPPING) : [];
  const summary: EmailRows = [
    [say(WORDS.orderNumber), orderNumber],
    [say(WORDS.order), say(KIND_LABEL[kind])],
    [say(WORDS.totalPaid), formatDollars(order.total)],
  ];
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: say(WORDS.thanks, { orderNumber }) },
    { kind: 'details', rows: summary },
    ...(myOrderLink
      ? [{ kind: 'paragraph' as const, text: say(WORDS.ownPage) }, seeOrderButton(say, myOrderLink)]
      : []),
    { kind: 'heading', text: say(WORDS.people, { count: people.length }) },
    ...people.map((item) => personCard(item, eventTimes, reader, nameOf)),
  ];
  if (prasad.length > 0) {
    blocks.push({ kind: 'heading', text: say(WORDS.prasadTo) }, { kind: 'list', items: prasad });
  }
  if (order.notes.trim()) {
    blocks.push(
      { kind: 'heading', text: say(WORDS.note) },
      { kind: 'paragraph', text: order.notes },
    );
  }
  blocks.push(
    { kind: 'heading', text: say(WORDS.next) },
    { kind: 'list', items: NEXT_STEPS[kind].map((step) => say(step)) },
  );
  return composeEmail({
    to: order.customerEmail,
    subject: say(WORDS.subject, { orderNumber }),
    reference: orderNumber,
    // Made when the mail is sent, from the stored order: the outbox row keeps no PDF.
    attachments: [orderReceiptAttachment(orderNumber)],
    temple,
    language: reader.language,
    title: say(WORDS.title, { orderNumber }),
    blocks,
  });
}

/**
 * The confirmation of a stored order with a new "My order" link: pass the
 * transaction that queues the mail, so the link exists exactly when the mail does.
 */
export async function confirmationEmail(
  db: Kysely<Database>,
  orderNumber: string,
  link: { publicUrl: string; now: Date },
): Promise<EmailMessage> {
  const order = await readOrder(db, orderNumber);
  if (!order) throw new Error(`Order ${orderNumber} not found`);
  const message = renderOrderConfirmation(
    order,
    await readTempleContact(db),
    await eventTimesOf(db, order),
    myOrderLinkInMail(link.publicUrl, order.language),
    await lineNamesIn(db, mailReader(order.language).language),
  );
  return { ...message, secret: await mintOrderToken(db, orderNumber, link.now) };
}

/** The regional events of an order, each at its time in its region's zone. */
async function eventTimesOf(db: Kysely<Database>, order: OrderView): Promise<EventTimes> {
  const ids = order.lineItems.filter((item) => item.regionId !== null).map((item) => item.pujaId);
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('regional_events as e')
    .innerJoin('regions as r', 'r.id', 'e.region_id')
    .select(['e.id', 'e.event_date', 'r.name as region_name'])
    .where('e.id', 'in', ids)
    .execute();
  const times = new Map<number, { instant: string; timeZone: string }>();
  for (const row of rows) {
    times.set(row.id, {
      instant: row.event_date,
      timeZone: await regionTimeZone(row.region_name),
    });
  }
  return times;
}
