/**
 * The astrologer's pages through the whole API: an astrologer signs in,
 * blocks an afternoon (the public calendar stops offering it), sees a
 * devotee's booking with birth details and question, marks it, and finds it
 * in their private calendar feed; another astrologer sees none of it.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { AstrologerBooking, AstrologerMe } from '../../domain/astro/astrologer-pages';
import type { BookingView, SlotsResponse } from '../../domain/astro/api';
import { DISCLAIMER_VERSION } from '../../domain/astro/disclaimer';
import { CLI_ACTOR } from '../staff/audit';
import { addMember, createSignInLink, findActiveMemberByEmail } from '../staff/members';
import { secretOf, staffFetch } from '../staff/test-support/staff-session';
import { createFakeGateway } from '../test-support/fake-gateway';
import { startApiServer } from '../test-support/api-server';
import { startedForTheFile } from '../test-support/for-the-file';

// Monday 2 March 2026; the Kerala sample reads 08:00-12:00 and 18:00-21:00 IST.
const clock = { now: new Date('2026-03-02T12:00:00.000Z') };
const KERALA = 'kerala.astrologer@amritapuja.example';
const CALIFORNIA = 'california.astrologer@amritapuja.example';
const server = startedForTheFile(() =>
  startApiServer({ payments: createFakeGateway(), now: () => clock.now }),
);

async function signIn(email: string) {
  const db = server.database.db;
  const known = await findActiveMemberByEmail(db, email);
  const member =
    known ??
    (await addMember(
      db,
      CLI_ACTOR,
      { email, name: email.split('@')[0]!, role: 'astrologer' },
      clock.now,
    ));
  const link = await createSignInLink(db, member.id, server.baseUrl, clock.now);
  const answer = await staffFetch(server, null)('POST', '/sign-in/complete', {
    secret: secretOf(link),
  });
  expect(answer.status).toBe(200);
  const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
  const call = staffFetch(server, cookie);
  return (method: string, path: string, body?: unknown) => call(method, `/astrologer${path}`, body);
}

async function eveningSlots(day = '2026-03-10') {
  const answer = await fetch(
    `${server.baseUrl}/puja-web-v2/api/astro/slots?readingTypeId=2&astrologerId=1&from=${day}&to=${day}&timeZone=Asia%2FKolkata`,
  );
  return ((await answer.json()) as SlotsResponse).slots.map((s) => s.start);
}

async function bookEvening(start: string): Promise<BookingView> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}/puja-web-v2/api/astro${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const held = await post('/holds', {
    readingTypeId: 2,
    astrologerId: 'any',
    start,
    visitorTimeZone: 'America/New_York',
    disclaimerVersion: DISCLAIMER_VERSION,
    people: [
      { fullName: 'Meera Iyer', birthDate: '1988-08-08', birthTime: '', birthPlace: 'Madurai' },
    ],
    email: 'meera@example.com',
    question: 'Which months suit a house move?',
  });
  expect(held.status).toBe(201);
  const { code } = (await held.json()) as BookingView;
  const paid = await post(`/bookings/${code}/pay`, {
    email: 'meera@example.com',
    opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'nonce' },
    billing: {
      firstName: 'Meera',
      lastName: 'Iyer',
      address: '1 Temple Road',
      city: 'San Ramon',
      state: 'CA',
      zip: '94583',
      country: 'US',
    },
  });
  expect(paid.status).toBe(200);
  return ((await paid.json()) as { booking: BookingView }).booking;
}

describe('an astrologer’s own pages', () => {
  it('blocks an afternoon, sees the booking, marks it and finds it in the feed', async () => {
    const kerala = await signIn(KERALA);
    const me = (await (await kerala('GET', '/me')).json()) as AstrologerMe;
    expect(me).toMatchObject({ id: 1, email: KERALA });
    expect(me.settings.timeZone).toBe('Asia/Kolkata');
    expect(me.settings.readingTypeIds).toEqual([1, 2, 3]);

    // Tuesday 10 March, 18:00-21:00 IST: block 18:00-20:00.
    const evening = (await eveningSlots()).filter((s) => s >= '2026-03-10T12:30:00.000Z');
    expect(evening).toEqual([
      '2026-03-10T12:30:00.000Z',
      '2026-03-10T13:00:00.000Z',
      '2026-03-10T13:30:00.000Z',
      '2026-03-10T14:00:00.000Z',
      '2026-03-10T14:30:00.000Z',
      '2026-03-10T15:00:00.000Z',
    ]);
    const saved = await kerala('PUT', '/settings', {
      ...me.settings,
      overrides: [{ date: '2026-03-10', kind: 'BLOCK', start: '18:00', end: '20:00' }],
      dailyLimit: 4,
    });
    expect(saved.status).toBe(200);
    expect((await eveningSlots()).filter((s) => s >= '2026-03-10T12:30:00.000Z')).toEqual([
      '2026-03-10T14:30:00.000Z',
      '2026-03-10T15:00:00.000Z',
    ]);
    const overlapping = await kerala('PUT', '/settings', {
      ...me.settings,
      weekly: [...me.settings.weekly, { weekday: 1, start: '09:00', end: '10:00' }],
    });
    expect(overlapping.status).toBe(400);
    expect(((await overlapping.json()) as { error: { code: string } }).error.code).toBe(
      'VALIDATION',
    );

    const booking = await bookEvening('2026-03-10T14:30:00.000Z');
    expect(booking.astrologer.id).toBe(1);
    const upcoming = (await (await kerala('GET', '/bookings?when=upcoming')).json()) as {
      bookings: AstrologerBooking[];
    };
    expect(upcoming.bookings).toEqual([
      expect.objectContaining({
        code: booking.code,
        status: 'CONFIRMED',
        question: 'Which months suit a house move?',
        people: [
          { fullName: 'Meera Iyer', birthDate: '1988-08-08', birthTime: '', birthPlace: 'Madurai' },
        ],
        meetingUrl: 'https://video.amritapuja.example/room/kerala-sample',
      }),
    ]);

    // Not before the reading has started; then a no-show.
    const early = await kerala('POST', `/bookings/${booking.code}/outcome`, { outcome: 'NO_SHOW' });
    expect(early.status).toBe(409);
    const feedAnswer = await fetch(me.feedUrl);
    expect(feedAnswer.headers.get('content-type')).toContain('text/calendar');
    // The feed's address is its secret: it is never sent on as a Referer, nor kept in a cache.
    expect(feedAnswer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(feedAnswer.headers.get('cache-control')).toBe('private, no-store');
    const feed = new ICAL.Component(ICAL.parse(await feedAnswer.text()));
    const events = feed.getAllSubcomponents('vevent');
    expect(events.map((e) => e.getFirstPropertyValue('uid'))).toEqual([
      `${booking.code}@astro.amritapuja`,
    ]);

    clock.now = new Date('2026-03-10T15:00:00.000Z');
    try {
      // A week later: the old session has ended, so sign in again.
      const later = await signIn(KERALA);
      const marked = await later('POST', `/bookings/${booking.code}/outcome`, {
        outcome: 'COMPLETED',
      });
      expect(marked.status).toBe(200);
      const past = (await (await later('GET', '/bookings?when=past')).json()) as {
        bookings: AstrologerBooking[];
      };
      expect(past.bookings.map((b) => [b.code, b.outcome])).toEqual([[booking.code, 'COMPLETED']]);
    } finally {
      clock.now = new Date('2026-03-02T12:00:00.000Z');
    }

    // A new secret cuts off the old feed address.
    const again = await signIn(KERALA);
    const regenerated = (await (await again('POST', '/feed/regenerate', {})).json()) as {
      feedUrl: string;
    };
    expect(regenerated.feedUrl).not.toBe(me.feedUrl);
    expect((await fetch(me.feedUrl)).status).toBe(404);
    expect((await fetch(regenerated.feedUrl)).status).toBe(200);

    // Another astrologer sees none of it and cannot touch it.
    const california = await signIn(CALIFORNIA);
    const theirs = (await (await california('GET', '/bookings?when=upcoming')).json()) as {
      bookings: AstrologerBooking[];
    };
    expect(theirs.bookings).toEqual([]);
    const foreign = await california('POST', `/bookings/${booking.code}/meeting-link`, {
      meetingUrl: 'https://video.example.org/x',
    });
    expect(foreign.status).toBe(404);
    const badLink = await again('POST', `/bookings/${booking.code}/meeting-link`, {
      meetingUrl: 'javascript:alert(1)',
    });
    expect(badLink.status).toBe(400);
  });
});
