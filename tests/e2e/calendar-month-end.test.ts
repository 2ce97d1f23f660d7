/**
 * The booking calendar on a month's last evening (20:00 in Los Angeles, already the
 * 1st in India), whatever day the suite runs: the server and the browser both start at
 * that instant. The calendar opens on the next month, on its first free day, and the
 * visitor can still go back to the empty month.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../domain/astro/api';
import { addDays, wallTimeIn } from '../../domain/astro/time-zones';
import { describeDate } from '../../domain/dates';
import { riskyInstants } from '../../scripts/risky-instants';
import { offsetToReach, testNow } from '../test-support/test-clock';
import { chooseReading, stepHeading } from './astro-flows';
import { DESKTOP, launchBrowser, newContext, startTestServer, type TestServer } from './harness';
import { button, expectNoAxeViolations, press } from './wizard-keyboard';

const ZONE = 'America/Los_Angeles';
const MONTH_END = riskyInstants(testNow()).find(
  ({ name }) => name === "month's last evening in Los Angeles",
)!.at;

let server: TestServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  server = await startTestServer({ TEST_CLOCK_OFFSET_MS: String(offsetToReach(MONTH_END)) });
  browser = await launchBrowser();
  context = await newContext(browser, { ...DESKTOP, timezoneId: ZONE }, MONTH_END);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

const monthName = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );

/** The first day of the next month that the slots API offers a time on, in the zone. */
async function firstFreeDayFrom(firstOfMonth: string): Promise<string> {
  // Day 28 plus four days is always in the following month.
  const firstOfFollowing = `${addDays(`${firstOfMonth.slice(0, 7)}-28`, 4).slice(0, 7)}-01`;
  const answer = await fetch(
    `${server.baseUrl}/puja-web-v2/api/astro/slots?readingTypeId=1&astrologerId=any&from=${firstOfMonth}&to=${addDays(firstOfFollowing, -1)}&timeZone=${encodeURIComponent(ZONE)}`,
  );
  expect(answer.status).toBe(200);
  const { slots } = (await answer.json()) as SlotsResponse;
  expect(slots.length).toBeGreaterThan(0);
  return wallTimeIn(new Date(slots[0]!.start), ZONE).date;
}

describe("the booking calendar on a month's last evening", () => {
  it('opens on the next month, on its first free day, and can go back', async () => {
    const today = wallTimeIn(MONTH_END, ZONE).date;
    const nextMonth = addDays(today, 1);
    expect(nextMonth.endsWith('-01')).toBe(true);
    const firstFree = await firstFreeDayFrom(nextMonth);

    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/jyotish`);
    await press(page, page.getByRole('link', { name: 'Book a reading' }).first());
    await stepHeading(page, 'Before you book: the disclaimer').waitFor();
    await press(page, button(page, 'I accept, continue'));
    await chooseReading(page);

    const calendar = page.getByRole('table', { name: monthName(nextMonth) });
    await calendar.waitFor();
    // The first free day is the one chosen, its times listed.
    const firstFreeButton = calendar.getByRole('button', {
      name: `${describeDate(new Date(`${firstFree}T12:00:00Z`), 'UTC')}, free times`,
      exact: true,
    });
    expect(await firstFreeButton.getAttribute('aria-pressed')).toBe('true');
    expect(await calendar.getByRole('button', { pressed: true }).count()).toBe(1);
    expect(await page.locator('input[name="slot"]').count()).toBeGreaterThan(0);
    expect(await page.getByText(/No free times/).count()).toBe(0);
    await expectNoAxeViolations(page, 'calendar at the month end');

    // The move happened once: the visitor can go back to the empty month and forward again.
    await press(page, button(page, 'Previous month'));
    await page.getByRole('table', { name: monthName(today) }).waitFor();
    await page.getByText(`No free times in ${monthName(today)}.`, { exact: false }).waitFor();
    await press(page, button(page, 'Next free day'));
    await calendar.waitFor();
    expect(await firstFreeButton.getAttribute('aria-pressed')).toBe('true');
    await page.close();
  }, 240_000);
});
