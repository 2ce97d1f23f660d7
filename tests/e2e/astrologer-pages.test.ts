/**
 * The astrologer's side in Chromium against the real server (sandbox
 * payments, fresh database): the California sample astrologer signs in with
 * the link `npm run staff -- add --role astrologer` prints and blocks an
 * afternoon; a visitor's calendar stops offering it; the visitor books "first
 * available" through the month view and the time-zone search; the astrologer
 * finds the booking on their readings page and in their calendar feed (parsed
 * with ical.js), then makes a new feed address.
 */
import ICAL from 'ical.js';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AstroCatalog, SlotsResponse } from '../../domain/astro/api';
import { addDays, wallTimeIn, weekdayOf } from '../../domain/astro/time-zones';
import { describeDate } from '../../domain/dates';
import { chooseReading, chooseTime, fillDetails, fillPayment, stepHeading } from './astro-flows';
import { payThroughHostedForm } from './hosted-form';
import { testNow } from '../test-support/test-clock';
import { DESKTOP, newContext, newPage, serverAndBrowser } from './harness';
import { addStaff, signIn } from './staff-sign-in';
import { button, expectNoAxeViolations, heading, press, typeInto } from './wizard-keyboard';

const LA = 'America/Los_Angeles';
const CALIFORNIA = 'california.astrologer@amritapuja.example';
const QUESTION = 'Is this a good year to change jobs?';
const VISITOR = 'asha.feed@example.com';
const live = serverAndBrowser();
let visitor: BrowserContext;
let astrologer: Page;

beforeAll(async () => {
  visitor = await newContext(live.browser, { ...DESKTOP, timezoneId: 'America/New_York' });
  astrologer = await newPage(live.browser);
});
afterAll(async () => {
  await visitor?.close();
});

/** A new tab of the visitor's on the booking: past the disclaimer (each tab accepts it), the reading chosen. */
async function startBooking(): Promise<Page> {
  const page = await visitor.newPage();
  await page.goto(`${live.server.baseUrl}/astro-schedule`);
  await stepHeading(page, 'Before you book: the disclaimer').waitFor();
  await press(page, button(page, 'I accept, continue'));
  await chooseReading(page);
  return page;
}

/** A Tuesday to Friday at least three days ahead in Los Angeles (the sample reads 09-12 and 13-17 then). */
function afternoonDay(): string {
  let day = addDays(wallTimeIn(testNow(), LA).date, 3);
  while (![2, 3, 4, 5].includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

const minuteInLa = (iso: string) => {
  const wall = wallTimeIn(new Date(iso), LA);
  return wall.hour * 60 + wall.minute;
};
const inAfternoon = (iso: string) => minuteInLa(iso) >= 13 * 60 && minuteInLa(iso) < 17 * 60;

async function californiaId(): Promise<number> {
  const answer = await fetch(`${live.server.baseUrl}/puja-web-v2/api/astro/catalog`);
  const catalog = (await answer.json()) as AstroCatalog;
  return catalog.astrologers.find((a) => a.timeZone === LA)!.id;
}

/** "First available" times of the birth chart reading on a Los Angeles day. */
async function slotsOn(day: string): Promise<SlotsResponse['slots']> {
  const answer = await fetch(
    `${live.server.baseUrl}/puja-web-v2/api/astro/slots?readingTypeId=1&astrologerId=any&from=${day}&to=${day}&timeZone=${encodeURIComponent(LA)}`,
  );
  expect(answer.status).toBe(200);
  return ((await answer.json()) as SlotsResponse).slots;
}

// The day as the month's buttons name it: the one date style.
const longDay = (day: string) => describeDate(new Date(`${day}T12:00:00Z`), 'UTC');

async function openConsolePage(page: Page, linkName: string) {
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: linkName })
    .click();
  await heading(page, linkName).waitFor();
}

describe("the astrologer's pages and a visitor's booking", () => {
  const day = afternoonDay();
  let code = '';
  let start = '';

  it('an astrologer signs in with the CLI link and blocks an afternoon', async () => {
    const california = await californiaId();
    const before = await slotsOn(day);
    expect(before.filter((s) => inAfternoon(s.start)).length).toBeGreaterThan(0);

    await signIn(
      astrologer,
      addStaff(live.server, CALIFORNIA, 'California Astrologer', 'astrologer'),
    );
    await openConsolePage(astrologer, 'My schedule');
    // The sample's hours, in their own zone: Tuesday 09:00-12:00 and 13:00-17:00.
    expect(await astrologer.getByLabel('Your time zone').inputValue()).toBe(LA);
    expect(await astrologer.getByLabel('From (Tuesday, hours 2, HH:MM)').inputValue()).toBe(
      '13:00',
    );
    expect(await astrologer.getByLabel('Until (Tuesday, hours 2, HH:MM)').inputValue()).toBe(
      '17:00',
    );
    await expectNoAxeViolations(astrologer, 'my schedule');

    await astrologer.getByLabel('Date', { exact: true }).fill(day);
    expect(await astrologer.getByLabel('Not available for part of the day').isChecked()).toBe(true);
    await astrologer.getByLabel('From (date change, HH:MM)').fill('13:00');
    await astrologer.getByLabel('Until (date change, HH:MM)').fill('17:00');
    await astrologer.getByRole('button', { name: 'Add this date change' }).click();
    await astrologer.getByText(/not available 13:00 to 17:00/).waitFor();
    await astrologer.getByRole('button', { name: 'Save my schedule' }).click();
    await astrologer.getByText('Saved. Visitors see your new hours now.').waitFor();
    await expectNoAxeViolations(astrologer, 'my schedule after saving');

    const after = await slotsOn(day);
    expect(after.filter((s) => inAfternoon(s.start))).toEqual([]);
    const mornings = after.filter((s) => s.astrologerIds.includes(california));
    expect(mornings.length).toBeGreaterThan(0);
    start = mornings[0]!.start;
  });

  it("the visitor's calendar (month view, time-zone search) no longer offers that afternoon", async () => {
    expect(start).not.toBe('');
    // The visitor, in New York, looks at that day in Los Angeles time.
    const page = await startBooking();
    await page.getByRole('table', { name: /^[A-Z][a-z]+ \d{4}$/ }).waitFor();
    await typeInto(page, page.getByLabel('Your time zone'), 'Los Angeles');
    await press(page, page.getByRole('button', { name: /\(UTC-0[78]:00\), Los Angeles$/ }));
    await expect
      .poll(() => page.getByText(/^Times are shown in/).textContent())
      .toMatch(/Pacific (Standard|Daylight) Time \(UTC-0[78]:00\), Los Angeles\.$/);
    await page.getByText('Loading...').waitFor({ state: 'detached' });
    const dayButton = page.getByRole('button', { name: `${longDay(day)}, free times` });
    if (!(await dayButton.isVisible())) {
      await press(page, button(page, 'Next month'));
      await page.getByText('Loading...').waitFor({ state: 'detached' });
    }
    await press(page, dayButton);
    await page.getByRole('group', { name: `Times on ${longDay(day)}` }).waitFor();
    const offered = await page
      .locator('input[name="slot"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter(inAfternoon)).toEqual([]);
    expect(offered).toContain(start);
    await expectNoAxeViolations(page, 'time step in Los Angeles time');
    await page.close();
  });

  it('the visitor books "first available" at a time only this astrologer is free', async () => {
    expect(start).not.toBe('');
    const page = await startBooking();
    await chooseTime(page, undefined, start);
    await press(page, button(page, 'Continue'));
    await fillDetails(page, VISITOR, QUESTION);
    // The time is held, and the astrologer assigned: the only one free then.
    await stepHeading(page, 'Pay for your reading').waitFor();
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain('with Astrologer in California (sample)');
    const hold = await live.server.app.deps.db
      .selectFrom('astro_bookings')
      .select(['code', 'status', 'start_utc'])
      .where('contact_email', '=', VISITOR)
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ status: 'HELD', start_utc: start });
    code = hold.code;
    await fillPayment(page);
    await payThroughHostedForm(page);
    await stepHeading(page, 'Your reading is booked').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('booking-code').textContent()).toBe(code);
    expect(await page.getByTestId('astrologer-time').textContent()).toMatch(/P[SD]T/);
    await page.close();
  });

  it('the astrologer sees the booking with birth details and question, and in their feed', async () => {
    expect(code).not.toBe('');
    await openConsolePage(astrologer, 'My readings');
    const reading = astrologer.getByRole('article').filter({ hasText: code });
    await reading.waitFor();
    const text = (await reading.textContent()) ?? '';
    for (const part of [
      'Birth chart reading',
      'Asha Nair',
      'Kollam, India',
      'at 06:45',
      QUESTION,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain(VISITOR);
    await expectNoAxeViolations(astrologer, 'my readings');

    const feedUrl = await astrologer.getByLabel('Feed address').inputValue();
    const feed = await fetch(feedUrl);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const booked = events.find((e) => e.uid === `${code}@astro.amritapuja`);
    expect(booked, 'the booking in the feed').toBeDefined();
    expect(booked!.startDate.toJSDate().toISOString()).toBe(new Date(start).toISOString());
    console.log(`feed of ${events.length} event(s) holds ${code} at ${start}`);

    // A new address cuts off the old one.
    await astrologer.getByRole('button', { name: 'Make a new address' }).click();
    await astrologer.getByRole('button', { name: 'Yes, make a new address' }).click();
    await astrologer.getByText('A new address is ready: the old one no longer works.').waitFor();
    const renewed = await astrologer.getByLabel('Feed address').inputValue();
    expect(renewed).not.toBe(feedUrl);
    expect((await fetch(feedUrl)).status).toBe(404);
    expect(await (await fetch(renewed)).text()).toContain(`UID:${code}@astro.amritapuja`);
    await expectNoAxeViolations(astrologer, 'my readings after a new feed address');
  });
});
