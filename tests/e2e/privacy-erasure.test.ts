/**
 * An erasure request end to end in Chromium: the devotee asks from the
 * booking's page (the emailed link), the office confirms in the console, the
 * details are gone from the booking, the order and the console, and the audit
 * log shows who erased and when. The privacy page lists the server's schedule.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ERASED } from '../../src/domain/privacy/retention';
import {
  daysFrom,
  insertBooking,
  insertOrder,
} from '../../server/privacy/test-support/personal-rows';
import { testNow } from '../test-support/test-clock';
import { newPage, serverAndBrowser } from './harness';
import { stepHeading } from './astro-flows';
import { addStaffInProcess, signIn } from './staff-sign-in';
import { expectNoAxeViolations, heading } from './wizard-keyboard';

const live = serverAndBrowser();
const DEVOTEE = 'meera@example.com';
const CODE = 'K7MQ2XRA';
const ORDER = 'PPRIV1';

let office: Page;

async function seed(): Promise<string> {
  const { db } = live.server.app.deps;
  const now = testNow();
  await insertOrder(db, {
    orderNumber: ORDER,
    email: DEVOTEE,
    createdAt: daysFrom(now, -2),
    pujaDate: daysFrom(now, 12),
    name: 'Meera',
  });
  await insertBooking(db, {
    code: CODE,
    email: DEVOTEE,
    createdAt: daysFrom(now, -1),
    start: daysFrom(now, 9),
  });
  const row = await db
    .selectFrom('astro_bookings')
    .select('access_token')
    .where('code', '=', CODE)
    .executeTakeFirstOrThrow();
  return row.access_token;
}

async function openConsolePage(page: Page, link: string, title: string) {
  await page
    .getByRole('navigation', { name: 'Staff console' })
    .getByRole('link', { name: link })
    .click();
  await heading(page, title).waitFor();
  await expectNoAxeViolations(page, title);
}

describe('an erasure request', () => {
  it('the privacy page lists the schedule the server runs', async () => {
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/privacy`);
    const list = page.getByTestId('retention-schedule');
    await list.waitFor();
    expect(await list.textContent()).toContain('until 24 months after the last puja date');
    expect(await list.textContent()).toContain('kept for 7 years');
    await expectNoAxeViolations(page, 'privacy page');
    await page.context().close();
  });

  it('the devotee asks from the booking page', async () => {
    const token = await seed();
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}/astro-reschedule?code=${CODE}&token=${token}`);
    await stepHeading(page, /^Booking /).waitFor();
    await page.getByRole('button', { name: 'Ask to erase my details' }).click();
    await expectNoAxeViolations(page, 'erasure confirmation');
    await page.getByRole('button', { name: 'Yes, ask to erase them' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Your request was received on/ })
      .waitFor();
    // Nothing is erased until the office confirms.
    const kept = await live.server.app.deps.db
      .selectFrom('astro_bookings')
      .select('contact_email')
      .where('code', '=', CODE)
      .executeTakeFirstOrThrow();
    expect(kept.contact_email).toBe(DEVOTEE);
    await page.context().close();
  });

  it(
    'the office confirms it in the console; the details are gone',
    { timeout: 120_000 },
    async () => {
      office = await newPage(live.browser);
      const link = await addStaffInProcess(live.server, 'admin@example.org', 'Admin', 'admin');
      await signIn(office, link);
      await openConsolePage(office, 'Privacy requests', 'Privacy requests');
      const row = office.getByRole('row').filter({ hasText: DEVOTEE });
      await row.getByText(`Booking page ${CODE}`).waitFor();
      await row.getByRole('button', { name: `Erase ${DEVOTEE}’s details` }).click();
      await expectNoAxeViolations(office, 'erasure question');
      await office.getByRole('button', { name: 'Yes, erase them' }).click();
      await office
        .getByRole('status')
        .filter({ hasText: 'Erased: 1 orders, 1 readings, 0 emails.' })
        .waitFor();
      await office.getByRole('button', { name: 'Close' }).click();
      await office.getByText(/^Erased .* by admin@example\.org: 1 orders, 1 readings/).waitFor();
      expect(await office.locator('main').textContent()).not.toContain(DEVOTEE);

      // The order in the console: the person's name and birth details are gone.
      await office.goto(`${live.server.baseUrl}/staff/orders/${ORDER}`);
      await heading(office, `Order ${ORDER}`).waitFor();
      const orderText = (await office.locator('main').textContent()) ?? '';
      expect(orderText).toContain(ERASED);
      for (const gone of [DEVOTEE, 'Kochi', 'Born at home', "Meera's health"]) {
        expect(orderText).not.toContain(gone);
      }

      // The booking: its people, email and question are gone.
      const booking = await live.server.app.deps.db
        .selectFrom('astro_bookings')
        .select(['people', 'contact_email', 'question'])
        .where('code', '=', CODE)
        .executeTakeFirstOrThrow();
      expect(booking).toEqual({ people: '[]', contact_email: ERASED, question: '' });
    },
  );

  it('the audit log shows who erased and when, without the email', async () => {
    await openConsolePage(office, 'Audit log', 'Audit log');
    const row = office.getByRole('row').filter({ hasText: 'privacy.erase request' });
    await row.waitFor();
    expect(await row.textContent()).toContain('admin@example.org');
    expect(await row.textContent()).not.toContain(DEVOTEE);
  });
});
