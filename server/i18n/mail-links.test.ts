/**
 * Every link of every mail a visitor receives opens the site in the language of the order or
 * booking: each mail kind rendered in each language, every address in its plain text and its
 * HTML (links, pictures, and addresses carried inside other links, such as the booking's page
 * inside "Add to Google Calendar") read; each one of the site's pages must be that language's
 * address (`/ml/…`, none in English) of a page the site has.
 */
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { API_BASE } from '../../domain/constants';
import { splitLanguage } from '../../domain/languages';
import { tokenOfPath } from '../../domain/my-order-paths';
import { ERASURE_CONFIRM_PATH } from '../../domain/privacy/retention';
import { findSiteRoute } from '../../domain/site-routes';
import { VISITOR_LANGUAGES, type VisitorLanguage } from '../../domain/visitor-language';
import type { Database } from '../db/schema';
import { confirmationEmail } from '../orders/confirmation-email';
import { SAMPLE_TEMPLE_CONTACT } from '../orders/test-support/order-fixture';
import { bookingRefundMail, orderRefundMail } from '../staff/refund-mail';
import { postedEmail } from '../prasad/posted-email';
import { mailIfDeclinedAfterReview } from '../payments/attempts/mail';
import { queueErasureConfirmation } from '../privacy/confirmation-mail';
import {
  bookingMail,
  calendarFile,
  devoteeOf,
  reminderMails,
  type MailContext,
} from '../astro/emails';
import { bookingParts } from '../astro/catalog';
import { insertBooking } from '../privacy/test-support/personal-rows';
import {
  queuedMails,
  queueOfferedMails,
  seededDatabaseForTheFile,
  storeOrderIn,
} from './test-support/stored-mails';

const PUBLIC_URL = 'https://temple.example/';
const ORIGIN = new URL(PUBLIC_URL).origin;
const AT = new Date('2026-03-01T09:00:00.000Z');
const later = (seconds: number) => new Date(AT.getTime() + seconds * 1000);

interface Mail {
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decodeHtml = (value: string) =>
  value.replace(/&(?:amp|quot|lt|gt|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

function withoutEndPunctuation(found: string): string {
  let end = found.length;
  while (end > 0 && '.,;:)'.includes(found[end - 1]!)) end -= 1;
  return found.slice(0, end);
}

/** Absolute addresses in a text; punctuation that ends a sentence is not part of them. */
const addressesIn = (text: string): string[] =>
  (text.match(/https?:\/\/[^\s<>"'\\]+/g) ?? []).map(withoutEndPunctuation);

/** An address and every address its query carries (a calendar link's details), recursively. */
function withCarried(address: string): string[] {
  const url = new URL(address);
  return [
    address,
    ...[...url.searchParams.values()].flatMap((value) => addressesIn(value).flatMap(withCarried)),
  ];
}

/** Every address of a mail: its text, its HTML's attributes and its HTML's words. */
function linksOf(mail: Mail): string[] {
  // A calendar file folds its long lines: a line that starts with a space continues the last.
  const text = mail.text.replace(/\r?\n[ \t]/g, '');
  const attributes = [...mail.html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((match) =>
    decodeHtml(match[1]!),
  );
  const words = addressesIn(decodeHtml(mail.html.replace(/<[^<>]*>/g, ' ')));
  return [...addressesIn(text), ...attributes, ...words]
    .filter((address) => /^https?:/.test(address))
    .flatMap(withCarried);
}

/** What a page link of ours must be in `language`; the reasons it is not, or none. */
function pageProblems(address: string, language: VisitorLanguage): string[] {
  const url = new URL(address);
  if (url.origin !== ORIGIN) return [];
  if (url.pathname.startsWith(`${API_BASE}/api/`)) {
    // The erasure confirmation is the server's own page: its language is in its query.
    if (url.pathname !== ERASURE_CONFIRM_PATH) return [];
    return url.searchParams.get('lang') === language ? [] : [`${address}: not in ${language}`];
  }
  const place = splitLanguage(url.pathname);
  const problems: string[] = [];
  if (place.language !== language) problems.push(`${address}: not in ${language}`);
  if (language === 'en' && url.pathname.startsWith('/en/')) problems.push(`${address}: /en/`);
  if (!findSiteRoute(place.path) && tokenOfPath(place.path) === null) {
    problems.push(`${address}: no such page`);
  }
  return problems;
}

/** The addresses of the site's pages (not the API's, not another site's) in a mail. */
const pageLinks = (mail: Mail): string[] =>
  linksOf(mail).filter((address) => {
    const url = new URL(address);
    return url.origin === ORIGIN && !url.pathname.startsWith(`${API_BASE}/api/`);
  });

async function bookingContext(
  db: Kysely<Database>,
  code: string,
  language: VisitorLanguage,
): Promise<MailContext> {
  await insertBooking(db, {
    code,
    email: 'asha@example.org',
    createdAt: AT,
    start: later(3 * 86_400),
  });
  await db.updateTable('astro_bookings').set({ language }).where('code', '=', code).execute();
  const booking = await db
    .selectFrom('astro_bookings')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return {
    booking,
    ...(await bookingParts(db, booking)),
    publicUrl: PUBLIC_URL,
    now: AT,
    temple: SAMPLE_TEMPLE_CONTACT,
  };
}

/** Every visitor mail kind in `language`, by name, as the services write them. */
async function everyMail(db: Kysely<Database>, language: VisitorLanguage) {
  const mails: [string, Mail][] = [];
  const orderNumber = `P-${language}-9`;
  await storeOrderIn(db, { orderNumber, language, at: AT });
  const link = { publicUrl: PUBLIC_URL, now: later(1) };
  mails.push(['order confirmation', await confirmationEmail(db, orderNumber, link)]);
  const videoUrl = 'https://video.example/watch?v=1';
  await queueOfferedMails(db, orderNumber, { publicUrl: PUBLIC_URL, at: AT, videoUrl });
  const names = ['find my order', 'puja offered', 'proof of offering'];
  (await queuedMails(db, orderNumber)).forEach((mail, index) => {
    mails.push([names[index] ?? `order mail ${index}`, mail]);
  });
  mails.push([
    'prasad posted',
    await postedEmail(db, { email: 'asha@example.org', language }, orderNumber, {
      carrier: 'INDIA_POST',
      carrierName: 'India Post',
      trackingNumber: 'EE123456789IN',
      trackingUrl: 'https://www.indiapost.gov.in/track?id=EE123456789IN',
      numberInLink: true,
      postedOn: '2026-03-10',
      recordedBy: 'office@temple.example',
      recordedAt: AT.toISOString(),
    }),
  ]);
  mails.push(
    ['order refund', orderRefundMail(SAMPLE_TEMPLE_CONTACT, { orderNumber, language }, 2500, null)],
    [
      'booking refund',
      bookingRefundMail(SAMPLE_TEMPLE_CONTACT, { code: 'R1', language, priceCents: 4000 }, false),
    ],
  );
  await db.transaction().execute(async (trx) => {
    const change = {
      ref: `${orderNumber}-D`,
      status: 'DECLINED' as const,
      previous: 'UNDER_REVIEW',
      transId: null,
    };
    const payer = { email: 'asha@example.org', language };
    await mailIfDeclinedAfterReview(trx, change, payer, 'ORDER', later(4));
    await queueErasureConfirmation(
      trx,
      { to: 'asha@example.org', reference: orderNumber, language, token: 'secret-token' },
      { publicUrl: PUBLIC_URL, now: later(5) },
    );
  });
  for (const mail of await queuedMails(db, `${orderNumber}-D`))
    mails.push(['payment declined', mail]);
  for (const mail of await queuedMails(db, `${orderNumber}/erasure`)) mails.push(['erasure', mail]);
  const context = await bookingContext(db, `B${language.toUpperCase()}7`, language);
  mails.push(
    ['booking confirmed', bookingMail(context, 'CONFIRMED')],
    ['booking moved', bookingMail(context, 'RESCHEDULED')],
    ['booking cancelled', bookingMail(context, 'CANCELLED')],
    ...reminderMails(context)
      .filter((mail) => mail.to === context.booking.contact_email)
      .map((mail, index): [string, Mail] => [`reminder ${index}`, mail]),
    [
      'calendar file',
      { text: calendarFile(context, 'CONFIRMED', devoteeOf(context.booking)), html: '' },
    ],
  );
  return mails;
}

/** The mails that link to a page of the site (the others link only elsewhere, or nowhere). */
const LINKING = [
  'order confirmation',
  'find my order',
  'puja offered',
  'proof of offering',
  'booking confirmed',
  'booking moved',
  'calendar file',
];

describe('the links of the visitor mails', () => {
  const database = seededDatabaseForTheFile(AT);

  for (const language of VISITOR_LANGUAGES) {
    it(`open the site's pages in ${language}`, async () => {
      const mails = await everyMail(database.db, language);
      expect(mails.map(([name]) => name)).toEqual([
        'order confirmation',
        ...LINKING.slice(1, 4),
        'prasad posted',
        'order refund',
        'booking refund',
        'payment declined',
        'erasure',
        'booking confirmed',
        'booking moved',
        'booking cancelled',
        'reminder 0',
        'reminder 1',
        'calendar file',
      ]);
      const problems = mails.flatMap(([name, mail]) =>
        linksOf(mail).flatMap((address) =>
          pageProblems(address, language).map((problem) => `${name}: ${problem}`),
        ),
      );
      expect(problems).toEqual([]);
      const linking = mails.filter(([, mail]) => pageLinks(mail).length > 0).map(([name]) => name);
      expect(linking).toEqual(LINKING);
      // The text and the HTML part each carry the links (a calendar file has no HTML).
      for (const [name, mail] of mails.filter(([mailName]) => LINKING.includes(mailName))) {
        expect(pageLinks({ text: mail.text, html: '' }).length, `${name}: text`).toBeGreaterThan(0);
        if (name === 'calendar file') continue;
        expect(pageLinks({ text: '', html: mail.html }).length, `${name}: HTML`).toBeGreaterThan(0);
      }
    });
  }

  it('reads the page of a booking inside the calendar links, and the folded lines of a file', () => {
    const inner = encodeURIComponent('open https://temple.example/ml/astro-reschedule?code=A1 now');
    const html = `<a href="https://calendar.google.com/render?details=${inner}&amp;x=1">Add</a>`;
    expect(linksOf({ text: '', html })).toContain(
      'https://temple.example/ml/astro-reschedule?code=A1',
    );
    const folded =
      'DESCRIPTION:open https://temple.example/ml/astro-res\r\n chedule?code=A1\\nmore';
    expect(linksOf({ text: folded, html: '' })).toEqual([
      'https://temple.example/ml/astro-reschedule?code=A1',
    ]);
    expect(pageProblems('https://temple.example/astro-reschedule?code=A1', 'ml')).toEqual([
      'https://temple.example/astro-reschedule?code=A1: not in ml',
    ]);
    expect(pageProblems('https://temple.example/ml/no-such-page', 'ml')).toEqual([
      'https://temple.example/ml/no-such-page: no such page',
    ]);
  });
});
