/**
 * Nothing secret or personal in the logs: a full puja order, an astrology
 * booking (hold, pay, calendar file, look-up and reschedule links, cancel),
 * an astrologer's calendar feed and a staff session (link asked for, mailed,
 * spent; orders, an order, CSVs, roster, members, audit; sign-out) run against
 * a server logging at debug level, and the captured log is searched for every
 * token, code, name, birth date and email entered or made.
 */
import { describe, expect, it } from 'vitest';
import { ASTRO_PATHS, type BookingView, type SlotsResponse } from '../../domain/astro/api';
import { DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import { STAFF_SIGN_IN_PATH } from '../../domain/staff/roles';
import { feedPath } from '../astro/feed';
import type { OutgoingMail } from '../mail/transport';
import { deliverDueEmails } from '../mail/worker';
import { CLI_ACTOR } from '../staff/audit';
import { addMember } from '../staff/members';
import { staffFetch } from '../staff/test-support/staff-session';
import { debugLoggingServerForTheFile } from '../test-support/api-server';
import { expectJsonLogWithout } from '../test-support/for-the-file';
import {
  decodedCardToken,
  postCardPaidPujaOrder,
  postJson,
  sandboxCardToken,
} from '../test-support/order-fixtures';
import { redactUrl } from './log-redaction';
import { testNowMs } from '../../tests/test-support/test-clock';

const { server, lines } = debugLoggingServerForTheFile();
/** Everything secret or personal the tests entered or were given, searched for in the log. */
const secrets: string[] = [];

function expectLogFreeOfSecrets() {
  expect(lines.length).toBeGreaterThan(20);
  expectJsonLogWithout(lines, secrets);
}

describe('redactUrl', () => {
  it('keeps the path and parameter names, never values or booking codes', () => {
    expect(redactUrl('/puja-web-v2/api/astro/bookings/ABCD2345/calendar.ics?token=s3cr3t')).toBe(
      '/puja-web-v2/api/astro/bookings/[redacted]/calendar.ics?token=[redacted]',
    );
    expect(redactUrl('/astro-reschedule?code=ABCD2345&token=s3cr3t')).toBe(
      '/astro-reschedule?code=[redacted]&token=[redacted]',
    );
    expect(redactUrl('/puja-web-v2/api/puja/regions')).toBe('/puja-web-v2/api/puja/regions');
  });

  it('never keeps the token of an order’s page, the page’s address or its API’s', () => {
    const token = 'Zq3xW9-order-token_0123456789abcdefghijklmno';
    expect(redactUrl(`/my-order/${token}`)).toBe('/my-order/[redacted]');
    expect(redactUrl(`/puja-web-v2/api/my-order/${token}?x=1`)).toBe(
      '/puja-web-v2/api/my-order/[redacted]?x=[redacted]',
    );
    expect(redactUrl('/find-my-order')).toBe('/find-my-order');
    expect(redactUrl('/puja-web-v2/api/puja/photos/AbCdEfGhIjKlMnOpQrStUvWx-thumb.jpg')).toBe(
      '/puja-web-v2/api/puja/photos/[redacted]',
    );
  });

  it('never keeps the secret of an astrologer’s calendar feed', () => {
    expect(redactUrl(feedPath('Zq3xW9-feed-secret_0123456789'))).toBe(
      '/puja-web-v2/api/astro/feeds/[redacted]',
    );
    expect(redactUrl(`${feedPath('Zq3xW9-feed-secret_0123456789')}?x=1`)).toBe(
      '/puja-web-v2/api/astro/feeds/[redacted]?x=[redacted]',
    );
  });
});

describe('the log', () => {
  it('of a full order and booking holds no token, code, name, birth date or email', async () => {
    const base = server.baseUrl;

    // A puja order for two people, paid with a sandbox card token.
    const paid = await postCardPaidPujaOrder(base, {
      people: 2,
      headers: { 'Idempotency-Key': 'log-privacy-order-1' },
    });
    expect(paid.response.status).toBe(201);
    const { encoded, payload: order } = paid;
    secrets.push(encoded, decodedCardToken(encoded).dataValue);
    for (const item of order.pujaOrderLineitems.filter((line) => line.firstName)) {
      secrets.push(`${item.firstName} ${item.lastName}`, item.lastName, item.birthDate);
    }

    // An astrology booking: the first free slot of the coming weeks.
    const from = new Date(testNowMs() + 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(testNowMs() + 30 * 86_400_000).toISOString().slice(0, 10);
    const slots = (await (
      await fetch(
        `${base}${ASTRO_PATHS.slots}?readingTypeId=1&astrologerId=1&from=${from}&to=${to}&timeZone=UTC`,
      )
    ).json()) as SlotsResponse;
    const start = slots.slots[0]!.start;
    const person = {
      fullName: 'Zephyrine Quillfeather',
      birthDate: '1987-09-23',
      birthTime: '04:35',
      birthPlace: 'Thrissur, Kerala',
    };
    const email = 'zephyrine.q@example.net';
    const held = await postJson(base, ASTRO_PATHS.holds, {
      readingTypeId: 1,
      astrologerId: 1,
      start,
      visitorTimeZone: 'UTC',
      disclaimerVersion: DISCLAIMER_VERSION,
      people: [person],
      email,
    });
    expect(held.status).toBe(201);
    const { code } = (await held.json()) as BookingView;
    const astroCard = decodedCardToken(await sandboxCardToken(base));
    const billing = {
      firstName: 'Ottoline',
      lastName: 'Brackenbury',
      address: '9 Quiet Lane',
      city: 'Fremont',
      state: 'CA',
      zip: '94536',
      country: 'US',
    };
    const confirmed = await postJson(base, ASTRO_PATHS.pay(code), {
      email,
      opaqueData: astroCard,
      billing,
    });
    expect(confirmed.status).toBe(200);
    const { booking } = (await confirmed.json()) as { booking: BookingView };
    const token = new URL(booking.calendarUrl, base).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(8);
    expect((await fetch(`${base}${booking.calendarUrl}`)).status).toBe(200);
    // The reschedule link as a visitor would open it (no site here: a 404, still logged).
    await fetch(`${base}${booking.rescheduleUrl}`);
    expect((await postJson(base, ASTRO_PATHS.lookup, { code, token })).status).toBe(200);
    expect((await postJson(base, ASTRO_PATHS.cancel(code), { token })).status).toBe(200);
    secrets.push(
      token,
      astroCard.dataValue,
      person.fullName,
      'Quillfeather',
      person.birthDate,
      person.birthPlace,
      email,
      'Brackenbury',
      '9 Quiet Lane',
      code,
    );
    expectLogFreeOfSecrets();
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    expect(urls.filter((url) => url?.includes('/bookings/')).length).toBeGreaterThan(0);
  });

  it('of an astrologer’s calendar feed holds no feed secret', async () => {
    const { feed_token: token } = await server.database.db
      .selectFrom('astro_astrologers')
      .select('feed_token')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const feed = await fetch(`${server.baseUrl}${feedPath(token)}`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    secrets.push(token);
    expectLogFreeOfSecrets();
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    expect(urls).toContain('/puja-web-v2/api/astro/feeds/[redacted]');
  });

  it('of a staff session holds no link, session secret, name or email', async () => {
    const db = server.database.db;
    const admin = { email: 'hildegard.varnsworth@example.org', name: 'Hildegard Varnsworth' };
    await addMember(db, CLI_ACTOR, { ...admin, role: 'admin' }, server.app.deps.now());
    const anonymous = staffFetch(server, null);
    expect((await anonymous('POST', '/sign-in', { email: admin.email })).status).toBe(202);
    const mails: OutgoingMail[] = [];
    const transport = {
      send: async (mail: OutgoingMail) => void mails.push(mail),
      describe: () => '',
    };
    await deliverDueEmails(db, transport, { from: 'office@example.org', now: server.app.deps.now });
    const signInMail = mails.find((mail) => mail.to === admin.email)!;
    const link = new RegExp(`${STAFF_SIGN_IN_PATH}#([A-Za-z0-9_-]+)`).exec(signInMail.text)![1]!;
    const signedIn = await anonymous('POST', '/sign-in/complete', { secret: link });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const call = staffFetch(server, cookie);
    const { orders } = (await (await call('GET', '/orders')).json()) as {
      orders: { orderNumber: string; firstPujaDate: string }[];
    };
    expect(orders.length).toBeGreaterThan(0);
    const [order] = orders;
    for (const path of [
      '/me',
      `/orders/${order!.orderNumber}`,
      '/orders.csv',
      `/roster?date=${order!.firstPujaDate}`,
      `/roster.csv?date=${order!.firstPujaDate}`,
      '/members',
      '/audit',
    ]) {
      expect((await call('GET', path)).status, path).toBe(200);
    }
    expect((await call('POST', '/sign-out', {})).status).toBe(200);
    secrets.push(link, cookie.slice(cookie.indexOf('=') + 1), admin.email, admin.name);
    expectLogFreeOfSecrets();
  });
});
