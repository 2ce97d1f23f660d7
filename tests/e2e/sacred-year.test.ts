/**
 * The year at a glance end to end in Chromium: a devotee signed in (by the
 * API) keeps a daughter born in Kollam; /account/year shows her next star
 * birthday with the Gregorian and the Malayalam date (in Malayalam on
 * /ml/account/year), the calendar feed is made (its .ics parsed with ical.js)
 * and revoked (the old address then 404), a person's reminders are saved and
 * mailed at their instant (the sweep called at 13:00 UTC, a minute early nothing),
 * and "Offer a puja on this day" opens the order wizard offering her on its
 * first step. Signed out, the page says so and links to the sign-in page.
 */
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_API, ACCOUNT_SIGN_IN_PAGE, EMPTY_EVENT } from '../../domain/account';
import type { FamilyPerson, FamilyPersonInput } from '../../domain/account';
import { dayInWords } from '../../domain/date-style';
import { YEAR_API, type YearAnswer, type YearDay } from '../../domain/sacred-year/api';
import { reminderDue, sweepReminders } from '../../server/sacred-year/reminder-sweep';
import { signInByApi } from './account-session';
import { DESKTOP, newPage, openSettled, serverAndBrowser } from './harness';
import {
  chooseOption,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  press,
} from './wizard-keyboard';

const live = serverAndBrowser();
const DEVOTEE = 'radha@example.com';
const kollam = { name: 'Kollam', lat: 8.88, lon: 76.6, timeZone: 'Asia/Kolkata' };
const DAUGHTER: FamilyPersonInput = {
  name: 'Lakshmi Nair',
  relation: 'daughter',
  tradition: 'kerala',
  lunarScheme: 'amanta',
  departed: false,
  birth: { ...EMPTY_EVENT, date: '2015-08-21', time: '06:45', place: kollam },
  passing: null,
  reminders: { weeksBefore: null, daysBefore: null },
  consent: true,
};

let page: Page;
let person: FamilyPerson;
let birthday: YearDay;

const origin = () => ({ Origin: live.server.baseUrl });
const yearPage = (language = '') => `${live.server.baseUrl}${language}/account/year`;
/** The list item of the daughter's star birthday. */
const birthdayItem = () =>
  page.locator('li.year-day', { has: page.locator(`time[datetime="${birthday.date}"]`) }).filter({
    hasText: 'Lakshmi Nair',
  });

beforeAll(async () => {
  page = await newPage(live.browser, DESKTOP);
  await signInByApi(page, live.server, DEVOTEE);
  const added = await page.request.post(`${live.server.baseUrl}${ACCOUNT_API.family}`, {
    data: DAUGHTER,
    headers: origin(),
  });
  expect(added.status()).toBe(201);
  person = ((await added.json()) as { person: FamilyPerson }).person;
  const year = await page.request.get(`${live.server.baseUrl}${YEAR_API.year}`);
  expect(year.status()).toBe(200);
  const answer = (await year.json()) as YearAnswer;
  birthday = answer.days.find((day) => day.kind === 'birthday' && day.personId === person.id)!;
  expect(birthday).toMatchObject({ tradition: 'kerala', solar: { calendar: 'malayalam' } });
});
afterAll(async () => {
  await page?.context().close();
});

describe('the year at a glance', () => {
  it("shows the daughter's next star birthday with its Gregorian and Malayalam dates", async () => {
    await openSettled(page, yearPage());
    const item = birthdayItem();
    await item.waitFor();
    const [year, month, day] = birthday.date.split('-').map(Number) as [number, number, number];
    expect(await item.textContent()).toContain("Lakshmi Nair's star birthday");
    expect(await item.locator('time').textContent()).toBe(dayInWords(year, month, day));
    expect(await item.textContent()).toContain(`Malayalam date: ${birthday.solar!.latin}`);
    expect(await page.locator('li.year-day--karthika').count()).toBeGreaterThan(10);
    await expectNoAxeViolations(page, 'the year page');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, 'the year page at 390 px');
    await page.setViewportSize(DESKTOP.viewport!);
  });

  it('shows it in Malayalam, with the date in the Malayalam calendar', async () => {
    await page.goto(yearPage('/ml'));
    const item = birthdayItem();
    await item.waitFor();
    const text = (await item.textContent()) ?? '';
    expect(text).toContain('Lakshmi Nair-ന്റെ പിറന്നാൾ (ജന്മനക്ഷത്രം)');
    expect(text).toContain(birthday.solar!.native);
    expect(await item.locator(`[lang="ml"]`).textContent()).toBe(birthday.solar!.native);
    expect(await item.getByRole('link').textContent()).toContain('ഈ ദിവസം ഒരു പൂജ നടത്തുക');
  });

  it('makes the calendar feed by keyboard, whose file holds her day, and revokes it', async () => {
    await openSettled(page, yearPage());
    await press(page, page.getByRole('button', { name: 'Make my calendar address' }));
    const address = page.getByLabel('Your private calendar address');
    await address.waitFor();
    const feedUrl = new URL(await address.inputValue());
    expect(feedUrl.pathname).toMatch(/\/api\/account\/feeds\/[^/]+\.ics$/);
    await expectNoAxeViolations(page, 'the year page with its feed address');
    for (const calendar of ['Google Calendar', 'Apple Calendar', 'Outlook']) {
      await page.getByText(calendar, { exact: true }).waitFor();
    }

    const feedAt = `${live.server.baseUrl}${feedUrl.pathname}`;
    const feed = await page.request.get(feedAt);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const hers = events.find(
      (event) =>
        event.summary.includes('Lakshmi Nair') &&
        event.startDate.toString().slice(0, 10) === birthday.date,
    );
    expect(hers, events.map((event) => event.summary).join(' | ')).toBeTruthy();
    expect(hers!.startDate.isDate).toBe(true);

    await press(page, page.getByRole('button', { name: 'Stop the calendar address' }));
    const confirm = page.getByRole('button', { name: 'Yes, stop the address' });
    await confirm.waitFor();
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('year-feed__confirm')),
    ).toBe(true);
    await press(page, confirm);
    await page.getByRole('button', { name: 'Make my calendar address' }).waitFor();
    expect((await page.request.get(feedAt)).status()).toBe(404);
  });

  it('saves her reminder choices, by keyboard', async () => {
    await openSettled(page, yearPage());
    const form = page.getByRole('form', { name: 'Lakshmi Nair' });
    await chooseOption(page, form.getByLabel('Early reminder: weeks before the day'), '3');
    await chooseOption(page, form.getByLabel('Second reminder: days before the day'), '2');
    await press(page, form.getByRole('button', { name: 'Save Lakshmi Nair’s reminders' }));
    await form.getByRole('status').getByText('Saved.').waitFor();
    const year = (await (
      await page.request.get(`${live.server.baseUrl}${YEAR_API.year}`)
    ).json()) as YearAnswer;
    expect(year.people.find((p) => p.id === person.id)?.reminders).toEqual({
      weeksBefore: 3,
      daysBefore: 2,
    });
  });

  it('mails her reminder at its instant, and its link offers her in the wizard', async () => {
    const { db } = live.server.app.deps;
    const publicUrl = live.server.config.publicUrl;
    const due = reminderDue(birthday.date, 'weeks', 3);
    expect(due.toISOString()).toMatch(/T13:00:00\.000Z$/);
    expect(await sweepReminders(db, { now: new Date(due.getTime() - 60_000), publicUrl })).toEqual({
      sent: 0,
    });
    expect(await sweepReminders(db, { now: due, publicUrl })).toEqual({ sent: 1 });
    const mail = await db
      .selectFrom('outbox_emails')
      .select(['to_address', 'text_body'])
      .where('reference', '=', `reminder:${person.id}`)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe(DEVOTEE);
    const link = /https?:\/\/\S+?\/order-a-puja-online\?person=\S+?&date=\d{4}-\d\d-\d\d/.exec(
      mail.text_body,
    )?.[0];
    expect(link, mail.text_body).toBeTruthy();
    const address = new URL(link!);
    expect(address.search).toBe(`?person=${encodeURIComponent(person.id)}&date=${birthday.date}`);
    await page.goto(`${live.server.baseUrl}${address.pathname}${address.search}`);
    await page.getByRole('button', { name: "Fill in Lakshmi Nair's details" }).waitFor();
  });

  it('offers a puja on her day: the wizard fills her in on its first step', async () => {
    await openSettled(page, yearPage());
    const offer = birthdayItem().getByRole('link', { name: /Offer a puja on this day/ });
    expect(new URL(await offer.evaluate((a) => (a as HTMLAnchorElement).href)).search).toBe(
      `?person=${encodeURIComponent(person.id)}&date=${birthday.date}`,
    );
    await offer.click();
    const fill = page.getByRole('button', { name: "Fill in Lakshmi Nair's details" });
    await fill.waitFor();
    await fill.click();
    await expect.poll(() => page.locator('#people-0-firstName').inputValue()).toBe('Lakshmi');
    expect(await page.locator('#people-0-lastName').inputValue()).toBe('Nair');
  });
});

describe('signed out', () => {
  it('explains, and links to the sign-in page', async () => {
    const stranger = await newPage(live.browser, DESKTOP);
    try {
      await openSettled(stranger, yearPage());
      const link = stranger.getByRole('link', { name: 'Sign in to your account' });
      await link.waitFor();
      expect(new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe(
        ACCOUNT_SIGN_IN_PAGE,
      );
      await expectNoAxeViolations(stranger, 'the year page signed out');
    } finally {
      await stranger.context().close();
    }
  });
});
