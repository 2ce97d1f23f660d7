/**
 * An erasure request end to end in Chromium: the devotee asks from My order
 * and from the booking's page (the emailed links) and confirms through the
 * link mailed to them, the office sees that and confirms in the console, the
 * details are gone from the booking and the console, My order's link opens
 * nothing any more, and the audit log shows who erased and when. The privacy
 * page lists the server's schedule.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ERASED, ERASURE_CONFIRM_PATH } from '../../domain/privacy/retention';
import {
  daysFrom,
  insertBooking,
  insertOrder,
} from '../../server/privacy/test-support/personal-rows';
import { mintOrderToken } from '../../server/orders';
import { myOrderPagePath } from '../../domain/my-order';
import { testNow } from '../test-support/test-clock';
import { newPage, serverAndBrowser } from './harness';
import { stepHeading } from './astro-flows';
import { openConsolePage } from './console-pages';
import { addStaffInProcess, signIn } from './staff-sign-in';
import { expectNoAxeViolations, heading } from './wizard-keyboard';

const live = serverAndBrowser();
const DEVOTEE = 'meera@example.com';
const CODE = 'K7MQ2XRA';
const ORDER = 'PPRIV1';

let office: Page;
const links = { booking: '', order: '' };

async function seed(): Promise<void> {
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
  links.booking = `/astro-reschedule?code=${CODE}&token=${row.access_token}`;
  links.order = myOrderPagePath(await mintOrderToken(db, ORDER, now));
}

async function askToErase(page: Page, where: string) {
  await page.getByRole('button', { name: 'Ask to erase my details' }).click();
  await expectNoAxeViolations(page, `erasure confirmation on ${where}`);
  await page.getByRole('button', { name: 'Yes, ask to erase them' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /Your request was received on/ })
    .waitFor();
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

  it('the devotee asks from My order and from the booking page', async () => {
    await seed();
    const page = await newPage(live.browser);
    await page.goto(`${live.server.baseUrl}${links.order}`);
    await heading(page, `Your order ${ORDER}`).waitFor();
    await page.getByRole('heading', { name: 'Meera Menon' }).waitFor();
    await askToErase(page, 'My order');
    await page.goto(`${live.server.baseUrl}${links.booking}`);
    await stepHeading(page, /^Booking /).waitFor();
    await askToErase(page, 'the booking page');
    // Nothing is erased until the office confirms.
    const kept = await live.server.app.deps.db
      .selectFrom('astro_bookings')
      .select('contact_email')
      .where('code', '=', CODE)
      .executeTakeFirstOrThrow();
    expect(kept.contact_email).toBe(DEVOTEE);
    await page.context().close();
  });

  it('the devotee confirms through the links mailed to them', async () => {
    const mails = await live.server.app.deps.db
      .selectFrom('outbox_emails')
      .select(['reference', 'to_address', 'secret'])
      .where('reference', 'in', [`${ORDER}/erasure`, `${CODE}/erasure`])
      .orderBy('reference')
      .execute();
    expect(mails.map((mail) => [mail.reference, mail.to_address])).toEqual([
      [`${CODE}/erasure`, DEVOTEE],
      [`${ORDER}/erasure`, DEVOTEE],
    ]);
    const page = await newPage(live.browser);
    for (const mail of mails) {
      await page.goto(
        `${live.server.baseUrl}${ERASURE_CONFIRM_PATH}?lang=en&token=${encodeURIComponent(mail.secret!)}`,
      );
      await heading(page, 'Confirm the erasure of your details').waitFor();
      await expectNoAxeViolations(page, 'erasure confirmation page');
      await page.getByRole('button', { name: 'Confirm the erasure' }).click();
      await page.getByRole('status').filter({ hasText: 'Your request is confirmed' }).waitFor();
    }
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
      await row.getByText(`Order page ${ORDER}`).waitFor();
      await row.getByText(`Booking page ${CODE}`).waitFor();
      expect(await row.count()).toBe(2);
      expect(await row.getByText(/^Confirmed /).count()).toBe(2);
      await row
        .first()
        .getByRole('button', { name: `Erase ${DEVOTEE}’s details` })
        .click();
      await expectNoAxeViolations(office, 'erasure question');
      await office.getByRole('button', { name: 'Yes, erase them' }).click();
      await office
        .getByRole('status')
        .filter({ hasText: 'Erased: 1 orders, 1 readings, 2 emails.' })
        .waitFor();
      await office.getByRole('button', { name: 'Close' }).click();
      // Both requests of the person are closed by the one confirmation.
      await expect
        .poll(() =>
          office.getByText(/^Erased .* by admin@example\.org: 1 orders, 1 readings/).count(),
        )
        .toBe(2);
      expect(await office.locator('main').textContent()).not.toContain(DEVOTEE);

      // The order in the console: the person's name and birth details are gone.
      await office.goto(`${live.server.baseUrl}/staff/orders/${ORDER}`);
      await heading(office, `Order ${ORDER}`).waitFor();
      // The heading comes before the order has loaded: wait for the loaded page's Refunds section.
      await office.getByRole('heading', { name: 'Refunds', exact: true }).waitFor();
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

      // My order's link opens nothing any more, and names nobody.
      const devotee = await newPage(live.browser);
      await devotee.goto(`${live.server.baseUrl}${links.order}`);
      await heading(devotee, 'This link has expired').waitFor();
      expect(await devotee.locator('main').textContent()).not.toContain('Meera');
      await expectNoAxeViolations(devotee, 'My order after erasure');
      await devotee.context().close();
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
