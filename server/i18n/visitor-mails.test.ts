/**
 * Every mail a visitor receives, rendered in each language from fixed data
 * and compared with what is kept in `visitor-mails/<language>.txt`: subject
 * and plain text byte for byte, the HTML by its SHA-256. A change to the
 * words, the layout or the escaping fails here (update the files with `-u`
 * only when the change is meant).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { VISITOR_LANGUAGES, type VisitorLanguage } from '../../domain/visitor-language';
import type { Database } from '../db/schema';
import { renderOrderConfirmation } from '../orders/confirmation-email';
import type { OrderView } from '../orders/order-view';
import {
  lineItem as person,
  departedItem,
  paidOrder,
  SAMPLE_TEMPLE_CONTACT,
} from '../orders/test-support/order-fixture';
import { bookingRefundMail, orderRefundMail } from '../staff/refund-mail';
import { postedEmail } from '../prasad/posted-email';
import { mailIfDeclinedAfterReview } from '../payments/attempts/mail';
import {
  astrologerMail,
  bookingMail,
  calendarFile,
  devoteeOf,
  reminderMails,
  type MailContext,
} from '../astro/emails';
import type { AstroBookingTable } from '../astro/tables';
import { seedCatalog } from '../catalog/seed';
import { createTestDatabase } from '../test-support/test-database';
import { exampleBooking } from '../astro/test-support/example-booking';
import { reminderMail } from '../sacred-year';
import {
  queuedMails,
  queueOfferedMails,
  seededDatabaseForTheFile,
  storeOrderIn,
} from './test-support/stored-mails';

const TEMPLE = SAMPLE_TEMPLE_CONTACT;
const PUBLIC_URL = 'https://temple.example';
/** A fixed instant: the mails and the calendar file's stamp must not move with the clock. */
const AT = new Date('2026-03-01T09:00:00.000Z');
const later = (seconds: number) => new Date(AT.getTime() + seconds * 1000);

function order(kind: string, language: VisitorLanguage): OrderView {
  const regional = kind.startsWith('regional');
  return paidOrder({
    kind,
    language,
    lineItems: [
      person({ regionId: regional ? 3 : null, pujaId: regional ? 7 : 12 }),
      departedItem({ dateOfPassing: '02/11/2019' }),
    ],
    addresses: {
      SHIPPING: {
        firstName: 'Lakshmi',
        lastName: 'Nair',
        address1: '12 "Lotus" Lane',
        city: 'Edison',
        state: 'NJ',
        postalCode: '08817',
        country: 'US',
      },
    },
  });
}

const EVENT_TIMES = new Map([
  [7, { instant: '2026-04-12T15:00:00.000Z', timeZone: 'America/New_York' }],
]);

function bookingContext(language: VisitorLanguage, meetingUrl: string): MailContext {
  const stamp = AT.toISOString();
  const booking = {
    ...exampleBooking({
      code: 'AB12CD34',
      reading_type_id: 1,
      astrologer_id: 1,
      start: new Date(AT.getTime() + 3 * 86_400_000),
      stamp,
      access_token: 'token-in-the-link',
      language,
      visitor_time_zone: 'Asia/Kolkata',
      meeting_url: meetingUrl,
      question: 'Will the <house> sell?',
      change_reason: 'Travel & work',
      people: JSON.stringify([
        {
          fullName: 'Asha <Menon>',
          birthDate: '1980-01-01',
          birthTime: '06:15',
          birthPlace: 'Pune',
          birthStar: 'Rohini',
        },
        { fullName: 'Vinod', birthDate: '1978-05-09', birthTime: '', birthPlace: 'Kochi' },
      ]),
    }),
  } as AstroBookingTable;
  return {
    booking,
    readingType: {
      id: 1,
      code: 'GENERAL',
      name: 'General reading',
      summary: '',
      covers: '[]',
      duration_minutes: 30,
      price_cents: 4000,
      people_count: 2,
      sort_order: 1,
      is_sample: 0,
      active: 1,
    },
    astrologer: {
      id: 1,
      name: 'Pandit Sharma',
      bio: '',
      time_zone: 'America/Chicago',
      minimum_notice_minutes: 0,
      buffer_minutes: 0,
      horizon_days: 60,
      email: 'astrologer@temple.example',
      active: 1,
      buffer_before_minutes: 0,
      daily_limit: 0,
      meeting_url: '',
      feed_token: 'feed',
    },
    publicUrl: PUBLIC_URL,
    now: AT,
    temple: TEMPLE,
  };
}

interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** Subject and plain text in full; the HTML (the layout's markup is long) as its SHA-256. */
const section = (name: string, mail: Mail): string =>
  [
    `===== ${name}: subject`,
    mail.subject,
    `===== ${name}: text`,
    mail.text,
    `===== ${name}: html sha256`,
    createHash('sha256').update(mail.html).digest('hex'),
  ].join('\n');

/** The mails that need no database: pure renderers. */
function pureMails(language: VisitorLanguage): [string, Mail][] {
  const mails: [string, Mail][] = [];
  for (const kind of ['puja', 'recommendation', 'regionalPuja', 'regionalAstro']) {
    mails.push([
      `order confirmation ${kind}`,
      renderOrderConfirmation(
        order(kind, language),
        TEMPLE,
        EVENT_TIMES,
        `${PUBLIC_URL}/my-order#x`,
      ),
    ]);
  }
  mails.push(
    ['order confirmation without link', renderOrderConfirmation(order('puja', language), TEMPLE)],
    [
      'refund of a whole order',
      orderRefundMail(TEMPLE, { orderNumber: 'P-1', language }, 12_500, null),
    ],
    [
      'refund of part of an order',
      orderRefundMail(TEMPLE, { orderNumber: 'P-1', language }, 2_500, [
        'Asha <Menon>: Ganapathi Homam',
      ]),
    ],
    [
      'booking voided',
      bookingRefundMail(TEMPLE, { code: 'AB12CD34', language, priceCents: 4000 }, true),
    ],
    [
      'booking refunded',
      bookingRefundMail(TEMPLE, { code: 'AB12CD34', language, priceCents: 4000 }, false),
    ],
  );
  for (const [relation, departed] of [
    ['daughter', false],
    ['father', true],
  ] as const) {
    mails.push([
      `reminder of a ${departed ? 'remembrance day' : 'star birthday'}`,
      reminderMail({
        to: { email: 'asha@example.org', language },
        day: {
          kind: departed ? 'remembrance' : 'birthday',
          date: '2027-04-30',
          personId: 'p-1',
          name: departed ? 'Raman' : 'Devi',
          day: departed
            ? { kind: 'remembrance', tradition: 'kerala' }
            : { kind: 'birthday', tradition: 'kerala' },
        },
        relation,
        today: '2027-04-09',
        publicUrl: PUBLIC_URL,
        temple: TEMPLE,
      }),
    ]);
  }
  for (const meetingUrl of ['', 'https://meet.example/room?a=1&b=2']) {
    const context = bookingContext(language, meetingUrl);
    const link = meetingUrl ? 'with link' : 'without link';
    mails.push(
      [`booking confirmed ${link}`, bookingMail(context, 'CONFIRMED')],
      [`booking moved ${link}`, bookingMail(context, 'RESCHEDULED')],
      [
        `astrologer: booking moved ${link}`,
        astrologerMail(context, 'RESCHEDULED', context.booking.start_utc),
      ],
      [
        `booking cancelled ${link}`,
        bookingMail(context, 'CANCELLED', {
          id: 'email.booking.refund.voided',
          message: 'The charge on your card has been voided, so no money leaves your account.',
        }),
      ],
      ...reminderMails(context).map((mail, index): [string, Mail] => [
        `reminder ${index} ${link}`,
        mail,
      ]),
    );
    mails.push([
      `calendar file ${link}`,
      {
        subject: '',
        text: calendarFile(context, 'CONFIRMED', devoteeOf(context.booking)),
        html: '',
      },
    ]);
  }
  return mails;
}

/** The mails written by services that read the database and queue what they write. */
async function storedMails(
  db: Kysely<Database>,
  language: VisitorLanguage,
): Promise<[string, Mail][]> {
  const mails: [string, Mail][] = [];
  const orderNumber = `P-${language}-7`;
  await storeOrderIn(db, { orderNumber, language, at: AT, name: 'Asha <A>' });
  mails.push([
    'prasad posted',
    await postedEmail(db, { email: 'asha@example.org', language }, orderNumber, {
      carrier: 'INDIA_POST',
      carrierName: 'India Post',
      trackingNumber: 'EE123456789IN',
      trackingUrl: 'https://www.indiapost.gov.in/track?a=1&b=2',
      numberInLink: false,
      postedOn: '2026-03-10',
      recordedBy: 'office@temple.example',
      recordedAt: AT.toISOString(),
    }),
  ]);
  const videoUrl = 'https://video.example/watch?v=1&t=2';
  await queueOfferedMails(db, orderNumber, { publicUrl: PUBLIC_URL, at: AT, videoUrl });
  await db.transaction().execute(async (trx) => {
    const payer = { email: 'asha@example.org', language };
    for (const what of ['ORDER', 'BOOKING'] as const) {
      const change = {
        ref: `${orderNumber}-${what}`,
        status: 'DECLINED' as const,
        previous: 'UNDER_REVIEW',
        transId: null,
      };
      await mailIfDeclinedAfterReview(trx, change, payer, what, later(4));
    }
  });
  const names = ['link to the order page', 'puja offered', 'photographs of the puja'];
  (await queuedMails(db, orderNumber)).forEach((mail, index) => {
    mails.push([names[index] ?? `order mail ${index}`, mail]);
  });
  for (const what of ['ORDER', 'BOOKING']) {
    for (const mail of await queuedMails(db, `${orderNumber}-${what}`)) {
      mails.push([`payment not approved ${what}`, mail]);
    }
  }
  return mails;
}

describe('the visitor mails, as rendered', () => {
  const database = seededDatabaseForTheFile(AT);

  for (const language of VISITOR_LANGUAGES) {
    it(`are unchanged in ${language}`, async () => {
      const mails = [...pureMails(language), ...(await storedMails(database.db, language))];
      expect(mails.length).toBe(35);
      const document = mails.map(([name, mail]) => section(name, mail)).join('\n');
      await expect(document).toMatchFileSnapshot(`visitor-mails/${language}.txt`);
    });
  }

  it('name the puja, the stars and the proof in Malayalam in a Malayalam order', async () => {
    // A database of its own: the stored mails' orders are made once per database.
    const own = await createTestDatabase();
    await seedCatalog(own.db, AT);
    const mails = new Map([...pureMails('ml'), ...(await storedMails(own.db, 'ml'))]);
    await own.close();
    const confirmation = mails.get('order confirmation without link')!.text;
    expect(confirmation).toContain('കാളി/കാർത്തിക പൂജ');
    expect(confirmation).toContain('രോഹിണി');
    expect(confirmation).toContain('ഭരണി');
    expect(confirmation).not.toMatch(/Kali\/Karthika|Rohini|Bharani/);
    const proof = [...mails.values()].map((mail) => mail.html).join('\n');
    expect(proof).toContain('പൂജയുടെ വീഡിയോ കാണുക');
    expect(proof).not.toContain('Watch the video');
  });
});
