/**
 * The year at a glance and the private calendar feed over HTTP: the feed made
 * by the signed-in account, read by ical.js (one all-day event per day, the
 * daughter's star birthday titled in the account's language with its
 * Malayalam date), remade and revoked; a wrong, malformed or revoked address
 * is the same bare 404. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { starBirthdaysOfBirth } from '../../domain/jyotish/star-birthday';
import { formatSolarDate, solarDate } from '../../domain/jyotish/solar-calendar';
import { zonedTimeToInstant } from '../../domain/jyotish/time-zone';
import { karthikaDates } from '../../domain/jyotish/karthika';
import type { NewFeed, YearAnswer } from '../../domain/sacred-year';
import { startApiServer } from '../test-support/api-server';
import { startedForTheFile } from '../test-support/for-the-file';
import { DAUGHTER_BIRTH, storeAccount, storePerson } from './test-support/family';

const NOW = new Date('2026-12-07T06:00:00.000Z');
const server = startedForTheFile(() => startApiServer({ now: () => NOW }));
const TODAY = '2026-12-07';
const birth = zonedTimeToInstant('Asia/Kolkata', DAUGHTER_BIRTH.date!, 9 * 60);
const nextBirthday = starBirthdaysOfBirth('kerala', birth, 2026, 2).find((d) => d >= TODAY)!;

const accounts: Record<string, string> = {};
async function signedIn(id: string, language: string): Promise<string> {
  if (accounts[id]) return accounts[id];
  const db = server.database.db;
  const { cookie } = await storeAccount(db, server.config, {
    id,
    email: `${id}@example.org`,
    language,
    now: NOW,
  });
  await storePerson(db, {
    id: `${id}-devi`,
    accountId: id,
    name: 'Devi',
    birth: DAUGHTER_BIRTH,
    now: NOW,
  });
  accounts[id] = cookie;
  return cookie;
}

const call = (path: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: {
      ...(init.cookie && { cookie: init.cookie }),
      ...(init.method && init.method !== 'GET' && { origin: server.config.publicUrl }),
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
    },
  });

async function newFeed(cookie: string): Promise<NewFeed> {
  const response = await call('/puja-web-v2/api/account/feed', { method: 'POST', cookie });
  expect(response.status).toBe(201);
  return (await response.json()) as NewFeed;
}

const feedPathOf = (feed: NewFeed) => new URL(feed.feedUrl).pathname;

describe('the year at a glance', () => {
  it('lists the daughter’s next star birthday with its Malayalam date, and the Karthika days', async () => {
    const cookie = await signedIn('asha', 'en');
    const response = await call('/puja-web-v2/api/account/year', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const year = (await response.json()) as YearAnswer;
    expect(year.today).toBe(TODAY);
    expect(year.people).toEqual([
      expect.objectContaining({ name: 'Devi', relation: 'daughter', hasDays: true }),
    ]);
    const birthday = year.days.find((d) => d.kind === 'birthday')!;
    const solar = solarDate('malayalam', nextBirthday);
    expect(birthday).toEqual({
      kind: 'birthday',
      date: nextBirthday,
      personId: 'asha-devi',
      tradition: 'kerala',
      name: 'Devi',
      solar: {
        calendar: 'malayalam',
        native: formatSolarDate(solar),
        latin: formatSolarDate(solar, true),
      },
    });
    // The birthday falls in the birth's Malayalam month (the Sun in Mesha: Medam).
    expect(solar.month.english).toBe('Medam');
    expect(year.days.filter((d) => d.kind === 'karthika').map((d) => d.date)).toEqual(
      karthikaDates(TODAY, 365),
    );
    expect(year.feed).toEqual({ createdAt: null });
  });

  it('answers 401 without a session', async () => {
    const response = await call('/puja-web-v2/api/account/year');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('the calendar feed', () => {
  it('is one all-day event per day that ical.js reads, titled in the account’s language', async () => {
    const cookie = await signedIn('mala', 'ml');
    const feed = await newFeed(cookie);
    expect(feed.feedUrl).toMatch(/\/puja-web-v2\/api\/account\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await call(feedPathOf(feed));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const year = (await (
      await call('/puja-web-v2/api/account/year', { cookie })
    ).json()) as YearAnswer;
    expect(events.map((e) => e.startDate.toString())).toEqual(year.days.map((d) => d.date));
    expect(events.filter((e) => e.uid.startsWith('karthika-')).length).toBe(
      karthikaDates(TODAY, 365).length,
    );
    expect(events.every((e) => e.startDate.isDate && e.endDate.isDate)).toBe(true);
    const birthday = events.find((e) => e.uid.startsWith('birthday-mala-devi-'))!;
    expect(birthday.startDate.toString()).toBe(nextBirthday);
    // The Malayalam catalog's words, and the Malayalam date in its script.
    expect(birthday.summary).toContain('Devi');
    expect(birthday.summary).not.toContain('star birthday');
    expect(birthday.description).toContain(formatSolarDate(solarDate('malayalam', nextBirthday)));
    const state = await call('/puja-web-v2/api/account/feed', { cookie });
    expect(await state.json()).toEqual({ createdAt: NOW.toISOString() });
  });

  it('answers the same bare 404 to a wrong, malformed or revoked address', async () => {
    const cookie = await signedIn('ravi', 'en');
    const first = await newFeed(cookie);
    const second = await newFeed(cookie);
    expect((await call(feedPathOf(second))).status).toBe(200);
    const wrong = `/puja-web-v2/api/account/feeds/${'A'.repeat(43)}.ics`;
    const malformed = '/puja-web-v2/api/account/feeds/short.ics';
    const noSuffix = feedPathOf(second).replace(/\.ics$/, '');
    const bodies: string[] = [];
    for (const path of [feedPathOf(first), wrong, malformed, noSuffix]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      bodies.push(await response.text());
    }
    expect(new Set(bodies).size).toBe(1);
    const revoked = await call('/puja-web-v2/api/account/feed', { method: 'DELETE', cookie });
    expect(await revoked.json()).toEqual({ revoked: true });
    expect((await call(feedPathOf(second))).status).toBe(404);
    expect(await (await call('/puja-web-v2/api/account/feed', { cookie })).json()).toEqual({
      createdAt: null,
    });
  });

  it('is made only by a signed-in account from the site’s own pages', async () => {
    expect((await call('/puja-web-v2/api/account/feed', { method: 'POST' })).status).toBe(401);
    const cookie = await signedIn('asha', 'en');
    const foreign = await fetch(`${server.baseUrl}/puja-web-v2/api/account/feed`, {
      method: 'POST',
      headers: { cookie, origin: 'https://elsewhere.example' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('a person’s reminder choices', () => {
  const path = (id: string) => `/puja-web-v2/api/account/year/people/${id}/reminders`;

  it('are kept for the account’s own person, and refused out of range or for another’s', async () => {
    const cookie = await signedIn('asha', 'en');
    const saved = await call(path('asha-devi'), {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ weeksBefore: 3, daysBefore: 3 }),
    });
    expect(saved.status).toBe(200);
    const year = (await (
      await call('/puja-web-v2/api/account/year', { cookie })
    ).json()) as YearAnswer;
    expect(year.people[0]!.reminders).toEqual({ weeksBefore: 3, daysBefore: 3 });
    const bad = await call(path('asha-devi'), {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ weeksBefore: 9, daysBefore: 0 }),
    });
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { error: { fields: { path: string }[] } }).error.fields;
    expect(fields.map((f) => f.path).sort()).toEqual(['daysBefore', 'weeksBefore']);
    await signedIn('ravi', 'en');
    const others = await call(path('ravi-devi'), {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ weeksBefore: 1, daysBefore: null }),
    });
    expect(others.status).toBe(404);
  });
});
