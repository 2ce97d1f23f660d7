/**
 * Nothing secret or personal in the logs: a full puja order and an astrology
 * booking (hold, pay, calendar file, look-up and reschedule links, cancel) run
 * against a server logging at debug level, and the captured log is searched
 * for every token, name, birth date and email entered.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASTRO_PATHS, type BookingView, type SlotsResponse } from '../../src/domain/astro/api';
import { DISCLAIMER_VERSION } from '../../src/domain/astro/disclaimer';
import { ORDER_SUBMIT_PATHS } from '../../src/domain/constants';
import { startApiServer, type ApiTestServer } from '../test-support/api-server';
import {
  fetchOrderPrefs,
  postJson,
  pujaOrderPayload,
  sandboxCardToken,
} from '../test-support/order-fixtures';
import { redactUrl } from './log-redaction';
import { testNowMs } from '../../tests/test-support/test-clock';

let server: ApiTestServer;
const lines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  server = await startApiServer({ env: { LOG_LEVEL: 'debug' }, logStream });
});
afterAll(async () => server?.close());

const decode = (encoded: string) =>
  JSON.parse(Buffer.from(encoded, 'base64').toString()) as {
    dataDescriptor: string;
    dataValue: string;
  };

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
});

describe('logs of a full order and booking', () => {
  it('contain no token, name, birth date or email that was entered', async () => {
    const secrets: string[] = [];
    const base = server.baseUrl;

    // A puja order for two people, paid with a sandbox card token.
    const prefs = await fetchOrderPrefs(base);
    const encoded = await sandboxCardToken(base);
    const order = pujaOrderPayload(prefs, { people: 2, encoded });
    const paid = await postJson(base, ORDER_SUBMIT_PATHS.puja, order, {
      'Idempotency-Key': 'log-privacy-order-1',
    });
    expect(paid.status).toBe(201);
    secrets.push(encoded, decode(encoded).dataValue);
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
    const astroCard = decode(await sandboxCardToken(base));
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
    );

    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    for (const secret of secrets) expect(all, secret).not.toContain(secret);
    // Logged URLs never carry the booking code either.
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    expect(urls.filter((url) => url?.includes('/bookings/')).length).toBeGreaterThan(0);
    for (const url of urls) expect(url ?? '').not.toContain(code);
  });
});
