/**
 * The puja order at its edges, in Chromium against the real server: a
 * 70-character first name refused on its own step, browser Back and Forward
 * between steps, "same as the prasad address" filling billing, axe on every
 * step at desktop and mobile width, and no names or birth data left in the
 * browser's storage after the order is paid. The order is walked once, in a
 * desktop window: every step is checked again at 390×844 by resizing it
 * (axe, and the long name's wrapping), so no second walk at phone width.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext, newPage, serverAndBrowser } from './harness';
import { addressInSanRamon, expectConfirmation, fillPeople, walkToPayment } from './wizard-flows';
import { payThroughHostedForm } from './hosted-form';
import {
  button,
  expectNoAxeViolations,
  expectNoSidewaysScroll,
  heading,
  press,
  tabTo,
  typeInto,
} from './wizard-keyboard';

const live = serverAndBrowser();

const HOME = addressInSanRamon('Lakshmi', 'Narayanan');

async function storageText(page: Page): Promise<string> {
  return page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
}

async function orderByKeyboard(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${live.server.baseUrl}/order-a-puja-online`);
  await heading(page, 'Who is the order for?').waitFor();
  await expectNoAxeViolations(page, 'people');

  // A 70-character first name is refused on its own step, naming the field.
  await fillPeople(page, [
    { firstName: 'L'.repeat(70), lastName: 'Narayanan', birthDate: '1985-07-04' },
  ]);
  await press(page, button(page, 'Continue'));
  const summary = page.getByRole('alert');
  await summary.waitFor();
  expect(await summary.textContent()).toContain(
    'First name of person 1: Must be at most 60 characters',
  );
  await expectNoAxeViolations(page, 'people with errors');
  // The long name wraps: the page is no wider than the window, on a desktop or a phone.
  await expectNoSidewaysScroll(page, 'people with a 70-character name');
  await typeInto(page, page.locator('#people-0-firstName'), 'Lakshmi');

  await walkToPayment(page, {
    choices: 'Choose the pujas and dates',
    people: 1,
    shipping: HOME,
    at: {
      // Browser Back from step 3 shows step 2; Forward returns to step 3.
      notes: async () => {
        await page.goBack();
        await heading(page, 'Choose the pujas and dates').waitFor();
        expect(new URL(page.url()).pathname).toBe('/order-a-puja-online');
        await page.goForward();
        await heading(page, 'Anything else the temple should know?').waitFor();
      },
      // "Same as the prasad address" fills billing; only the email is left to type.
      billing: async () => {
        await tabTo(page, page.locator('#billing-sameAsShipping'));
        await page.keyboard.press('Space');
        expect(await page.getByTestId('billing-copy').textContent()).toContain('1 Temple Road');
        await expectNoAxeViolations(page, 'billing same as prasad');
        await typeInto(page, page.locator('#billing-email'), 'lakshmi@example.com');
      },
      review: async () => {
        const review = (await page.locator('main').textContent()) ?? '';
        expect(review).toContain('Lakshmi Narayanan');
        expect(review).toContain('1 Temple Road');
      },
    },
  });
  await payThroughHostedForm(page);
  await expectConfirmation(page);
  // The confirmation says what happens next and how to reach the temple (the footer's details).
  await page.getByRole('heading', { level: 2, name: 'What happens next' }).waitFor();
  const contact = page.getByRole('region', { name: 'Questions about your order' });
  await contact.waitFor();
  expect(await contact.textContent()).toMatch(/Phone: \S+.*Email: \S+@\S+/);
  await expectNoAxeViolations(page, 'confirmation with the temple contact');

  // Only the receipt stays: no names, birth data or addresses.
  const stored = await storageText(page);
  for (const personal of [
    'Lakshmi',
    'Narayanan',
    '07/04/1985',
    '1985',
    'Temple Road',
    'lakshmi@',
  ]) {
    expect(stored).not.toContain(personal);
  }
  expect(errors).toEqual([]);
}

describe('the puja order at its edges', () => {
  it("shows a regional event's time in its own zone, named, never a bare UTC time", async () => {
    // The visitor is in New York; the Dallas–Fort Worth events are in Central time.
    const context = await newContext(live.browser, { ...DESKTOP, timezoneId: 'America/New_York' });
    const page = await context.newPage();
    await page.goto(`${live.server.baseUrl}/order-regional-puja?region=2`);
    await heading(page, 'Who is the order for?').waitFor();
    await fillPeople(page, [{ firstName: 'Lakshmi', lastName: 'Narayanan' }]);
    await press(page, button(page, 'Continue'));
    await heading(page, 'Choose the event for each person').waitFor();
    const cards = page.locator('.event-card');
    const texts = await cards.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
    const events = texts.filter((text) => text.includes('Navagraha'));
    expect(events.length).toBeGreaterThan(0);
    for (const text of events) {
      expect(text).toMatch(/\d{1,2}:\d{2} [AP]M Central (Standard|Daylight) Time/);
      expect(text).toMatch(/Eastern (Standard|Daylight) Time where you are/);
      expect(text).not.toMatch(/\bUTC\b/);
      // The card names the host, the contact, when orders close, and the arrival note.
      expect(text).toContain('Hosted byBrahmasthanam temple priests');
      expect(text).toContain('Contactevents@example.org');
      expect(text).toMatch(/Orders close\w+day, \d{1,2} \w+ \d{4}/);
      expect(text).toContain('Please arrive 30 minutes early.');
    }
    // A radio group of cards: the first card is reached with Tab and chosen with Space.
    await tabTo(page, page.locator('#people-0-pujaId'));
    await page.keyboard.press('Space');
    expect(await page.locator('#people-0-pujaId').isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'regional event choice');
    // The event cards fit the window, on a desktop or a phone: no horizontal scrolling.
    await expectNoSidewaysScroll(page, 'regional event choice');
    // The region is shown on every step and can be changed from a later one, keeping the names.
    await press(page, button(page, 'Continue'));
    await heading(page, 'Anything else the temple should know?').waitFor();
    expect(await page.locator('.region-banner').textContent()).toContain('Dallas–Fort Worth');
    await press(page, page.getByRole('button', { name: 'Change the region' }));
    await heading(page, 'Choose a region').waitFor();
    await expectNoAxeViolations(page, 'region changed from a later step');
    await press(page, button(page, 'Toronto'));
    // Another region's events: the event chosen is dropped, so the visitor is back on the choice.
    await heading(page, 'Choose the event for each person').waitFor();
    expect(await page.locator('.region-banner').textContent()).toContain('Toronto');
    expect(await page.locator('#people-0-pujaId').isChecked()).toBe(false);
    await press(page, button(page, 'Back'));
    await heading(page, 'Who is the order for?').waitFor();
    expect(await page.locator('#people-0-firstName').inputValue()).toBe('Lakshmi');
    await context.close();
  }, 120_000);

  it('by keyboard, checked at desktop and phone width on every step', async () => {
    await orderByKeyboard(await newPage(live.browser, DESKTOP));
  }, 480_000);
});
