/**
 * The confirmation mail of a paid order, built from what was stored, in the
 * one mail layout (server/mail/layout.ts): each person with puja and date
 * (departed persons marked), the prasad address, what happens next for the
 * order's kind, and the temple's contact.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  type EmailBlock,
  type EmailMessage,
  type EmailRows,
  readTempleContact,
  renderEmail,
  type TempleContact,
} from '../mail';
import { NO_PUJA_ID, PRAYER_TYPE_CODES, type OrderKind } from '../../src/domain/constants';
import { describeDate, describeEventTime, normaliseDate } from '../../src/domain/dates';
import { regionTimeZone } from '../catalog';
import { readOrder, type OrderView } from './order-view';
import { formatDollars } from '../../src/domain/money';
import { orderReceiptAttachment } from '../receipts';
import { mintOrderToken, myOrderLinkInMail } from './access-token';

type LineItem = OrderView['lineItems'][number];

/** Regional astrology sessions have no puja and no prasad; the others differ in what follows. */
const NEXT_STEPS: Record<OrderKind, readonly string[]> = {
  puja: [
    'The puja is offered on the date shown for each person, with the name and birth star you gave.',
    'After the puja the prasad is posted to the address above.',
    'If a date you asked for can no longer be kept, the temple writes to you before moving it.',
  ],
  recommendation: [
    'An astrologer studies the birth details of each person and writes back to this email address with the pujas that suit them and when to offer them.',
    'The answer is written by hand, so it can take some time; the temple has not published a fixed turnaround. If you have not heard back, write to us with your order number.',
    'You can then order the recommended pujas on the website.',
  ],
  regionalPuja: [
    'The puja is offered at the regional programme on the date shown, with the names and birth stars you gave.',
    'The prasad is posted to the address above after the programme.',
  ],
  regionalAstro: [
    'Your astrology session takes place at the regional programme on the date shown. Bring this email or your order number.',
  ],
};

const KIND_LABEL: Record<OrderKind, string> = {
  puja: 'Puja order',
  recommendation: 'Puja recommendation',
  regionalPuja: 'Puja at a regional programme',
  regionalAstro: 'Astrology session at a regional programme',
};

function isOrderKind(kind: string): kind is OrderKind {
  return kind in NEXT_STEPS;
}

/** When each regional event of an order takes place, in its own zone, by event id. */
export type EventTimes = ReadonlyMap<number, string>;

/** A puja's day in the one date style; a regional event's time in its own zone, named. */
function dateOf(item: LineItem, eventTimes: EventTimes): string {
  const event = item.regionId !== null ? eventTimes.get(item.pujaId) : undefined;
  if (event) return event;
  const day = item.pujaDate || item.requestedPujaDate;
  return day ? describeDate(normaliseDate(day)) : '';
}

function personCard(item: LineItem, eventTimes: EventTimes): EmailBlock {
  const departed = item.prayerTypeCode === PRAYER_TYPE_CODES.departed;
  const date = dateOf(item, eventTimes);
  const rows: [string, string][] = [['For', item.item]];
  if (date) rows.push(['Date', date]);
  if (departed) {
    if (item.starOnTheDayOfPassing)
      rows.push(['Star on the day of passing', item.starOnTheDayOfPassing]);
    if (item.dateOfPassing) rows.push(['Date of passing', item.dateOfPassing]);
  } else if (item.birthStar) {
    rows.push(['Birth star', item.birthStar]);
  }
  rows.push(['Offering', formatDollars(item.cost)]);
  return {
    kind: 'card',
    title: `${item.firstName} ${item.lastName}`.trim(),
    marker: departed ? 'Departed' : undefined,
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
 * The mail of one paid order (pure: the tests render it from a fixture).
 * `myOrderLink` is the order page's link as the bodies hold it (the token as
 * the outbox's mark); without one the mail has no link.
 */
export function renderOrderConfirmation(
  order: OrderView,
  temple: TempleContact,
  eventTimes: EventTimes = new Map(),
  myOrderLink?: string,
): EmailMessage {
  const kind: OrderKind = isOrderKind(order.kind) ? order.kind : 'puja';
  const people = order.lineItems.filter((item) => item.pujaId !== NO_PUJA_ID);
  const prasad =
    kind === 'puja' || kind === 'regionalPuja' ? addressLines(order.addresses.SHIPPING) : [];
  const summary: EmailRows = [
    ['Order number', order.orderNumber],
    ['Order', KIND_LABEL[kind]],
    ['Total paid', formatDollars(order.total)],
  ];
  const blocks: EmailBlock[] = [
    {
      kind: 'paragraph',
      text: `Thank you. Your order ${order.orderNumber} is paid and confirmed. Keep the order number: quote it if you write to us about the order. Your receipt is attached as a PDF.`,
    },
    { kind: 'details', rows: summary },
    ...(myOrderLink
      ? [
          {
            kind: 'paragraph' as const,
            text: 'Your order has its own page: it shows when the puja is offered, when the prasad is posted and any refund. Keep this email: the link is the key to the page.',
          },
          { kind: 'action' as const, label: 'See your order', href: myOrderLink },
        ]
      : []),
    { kind: 'heading', text: people.length === 1 ? 'The person' : `The ${people.length} people` },
    ...people.map((item) => personCard(item, eventTimes)),
  ];
  if (prasad.length > 0) {
    blocks.push(
      { kind: 'heading', text: 'Prasad will be sent to' },
      { kind: 'list', items: prasad },
    );
  }
  if (order.notes.trim()) {
    blocks.push({ kind: 'heading', text: 'Your note' }, { kind: 'paragraph', text: order.notes });
  }
  blocks.push(
    { kind: 'heading', text: 'What happens next' },
    { kind: 'list', items: NEXT_STEPS[kind] },
  );
  const { html, text } = renderEmail({
    temple,
    title: `Order ${order.orderNumber} is confirmed`,
    blocks,
  });
  return {
    to: order.customerEmail,
    subject: `Your order ${order.orderNumber} is confirmed`,
    text,
    html,
    reference: order.orderNumber,
    // Made when the mail is sent, from the stored order: the outbox row keeps no PDF.
    attachments: [orderReceiptAttachment(order.orderNumber)],
  };
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
    myOrderLinkInMail(link.publicUrl),
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
  const times = new Map<number, string>();
  for (const row of rows) {
    times.set(row.id, describeEventTime(row.event_date, await regionTimeZone(row.region_name)));
  }
  return times;
}
